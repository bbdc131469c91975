export { BaseListLinks } from './base-list-links.tsx';
export { DownloadButton } from './download-button.tsx';
export { EmptyState } from './empty-state.tsx';
export { FiltersPanel } from './filters-panel.tsx';
export { PageHotkeys } from './page-hotkeys.tsx';
export { PaginationNav } from './pagination-nav.tsx';
export { ViewSwitch } from './view-switch.tsx';
