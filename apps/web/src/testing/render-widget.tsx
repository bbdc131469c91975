import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { renderWithProviders } from '@/testing/render.tsx';

/** A widget on a page at `path`, in the desktop or mobile layout. */
export function renderWidget(ui: ReactElement, { siteVersion = 'desktop', path = '/' }: { siteVersion?: SiteVersion; path?: string } = {}) {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, { siteVersion });
}
