import { useEffect } from 'react';
import { usePageHotkeys } from '../use-page-hotkeys.ts';

/** A listing's page hot keys (use-page-hotkeys.ts), which say when a key's page is on its way. */
export function PageHotkeys({ totalPages, onLoading }: { totalPages: number; onLoading: (loading: boolean) => void }) {
  const { loading } = usePageHotkeys(totalPages);
  useEffect(() => onLoading(loading), [loading, onLoading]);
  return null;
}
