import { Skeleton } from '@shop/ui/skeleton.tsx';
import { TILES_PER_ROW } from './palisade.tsx';
import { useWidgetPlace } from './use-widget-place.ts';
import styles from './widgets.module.css';

/** The placeholder of a widget still loading: a header and a row of tiles. */
export function WidgetSkeleton() {
  const { mobile } = useWidgetPlace();
  const tiles = mobile ? TILES_PER_ROW.mobile : TILES_PER_ROW.desktop;
  return (
    <div className={styles.widget} aria-hidden="true" data-testid="widget-skeleton">
      <Skeleton width={mobile ? 160 : 240} height={28} />
      <div className={styles.skeletonRow} style={{ gridTemplateColumns: `repeat(${tiles}, minmax(0, 1fr))` }}>
        {Array.from({ length: tiles }, (_, index) => (
          <Skeleton key={index} height={mobile ? 150 : 260} radius={12} />
        ))}
      </div>
    </div>
  );
}
