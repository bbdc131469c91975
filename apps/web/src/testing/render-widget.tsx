import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { initialUiState } from '@/lib/ui-slice.ts';
import { renderWithProviders } from '@/testing/render.tsx';

/** A widget on a page at `path`, in the desktop or mobile layout, for a browser saving data or not. */
export function renderWidget(
  ui: ReactElement,
  { siteVersion = 'desktop', path = '/', saveData = false }: { siteVersion?: SiteVersion; path?: string; saveData?: boolean } = {},
) {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, {
    siteVersion,
    preloadedState: { ui: { ...initialUiState, saveData } },
  });
}
