import type { ReactNode } from 'react';
import { SignInModalHost } from '@/entities/user/components/sign-in-modal-host.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useLinkPrefetch } from '../prefetch/use-link-prefetch.ts';
import { DesktopLayout } from './desktop-layout.tsx';
import { MobileLayout } from './mobile-layout.tsx';
import { useLayoutData } from './use-layout-data.ts';

/** Site version picks the component tree (ARCHITECTURE.md "Web state"); CSS does the rest. */
export function Component({ children }: { children: ReactNode }) {
  useLayoutData();
  useLinkPrefetch();
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  return (
    <>
      {mobile ? <MobileLayout>{children}</MobileLayout> : <DesktopLayout>{children}</DesktopLayout>}
      <SignInModalHost />
    </>
  );
}
