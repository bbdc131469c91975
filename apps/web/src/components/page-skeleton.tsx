import { Skeleton } from '@shop/ui/skeleton.tsx';
import { texts } from '@/config/texts.ts';

export function PageSkeleton() {
  return (
    <div style={{ padding: '48px 20px', maxWidth: 720, margin: '0 auto', display: 'grid', gap: 16 }} aria-busy="true">
      <span className="visually-hidden">{texts.loading}</span>
      <Skeleton height={36} width="60%" />
      <Skeleton height={18} />
      <Skeleton height={18} width="80%" />
    </div>
  );
}
