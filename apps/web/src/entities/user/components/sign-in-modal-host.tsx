import { lazy, Suspense } from 'react';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectIsModalOpen, selectSiteVersion } from '@/lib/ui-slice.ts';
import { SIGN_IN_MODAL, useSignInModal } from '../sign-in.ts';

// Its own chunk: most visits never open it, so the first screen does not carry it.
const SignInModal = lazy(() => loadChunk(() => import('./sign-in-modal.tsx')).then((module) => ({ default: module.SignInModal })));

/** Mounted once by the shop layout; shows the sign-in modal while its name is open (useSignInModal). */
export function SignInModalHost() {
  const open = useAppSelector((state) => selectIsModalOpen(state, SIGN_IN_MODAL));
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
  const { close } = useSignInModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal onClose={close} sheet={sheet} />
    </Suspense>
  );
}
