// The layout's parts hydrated after the app is ready (hydrate-later.tsx), as one chunk.
export { CityPicker } from '@/features/account/components/city-picker.tsx';
export { DesktopMenuBar } from '@/features/menu/components/desktop-menu.tsx';
export { MobileMenuTab } from '@/features/menu/components/mobile-menu.tsx';
export { SearchBox } from '@/features/search/search-box.tsx';
export { Footer } from './footer.tsx';
