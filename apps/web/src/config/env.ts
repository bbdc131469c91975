/** Build-time settings, read once. Plain reads: the browser bundle does not ship a schema library. */
const shopName = import.meta.env.VITE_SHOP_NAME as string | undefined;
const mapTileUrl = import.meta.env.VITE_MAP_TILE_URL as string | undefined;

export const env = {
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
  prod: import.meta.env.PROD,
  /** The app's own mode for working without a BFF: `vite --mode mocks`. */
  useMocks: import.meta.env.MODE === 'mocks',
  shopName: shopName && shopName.trim() !== '' ? shopName : 'Мастерок',
  /**
   * The map's tiles; the BFF's MAP_TILE_URL allows the same origin in its CSP. 'none' shows the
   * map without tiles (markers only), for machines without internet.
   */
  mapTileUrl:
    mapTileUrl === 'none' ? null : mapTileUrl && mapTileUrl.trim() !== '' ? mapTileUrl : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
} as const;
