import { useState } from 'react';
import type { ViewMode } from '@shop/contracts/catalogue.ts';
import { useSaveView } from '@/features/catalogue/api/listing-api.ts';

/** Set locally first, then saved with the path of page 1 (catalogue.md §4 "View modes"). */
export function useViewMode(saved: ViewMode, firstPath: string) {
  const [view, setView] = useState(saved);
  const save = useSaveView();
  return {
    view,
    change: (next: ViewMode) => {
      setView(next);
      save.mutate({ view: next, path: firstPath });
    },
  };
}
