/** Build-time settings, read once. Plain reads: the browser bundle does not ship a schema library. */
const shopName = import.meta.env.VITE_SHOP_NAME as string | undefined;

export const env = {
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
  prod: import.meta.env.PROD,
  /** The app's own mode for working without a BFF: `vite --mode mocks`. */
  useMocks: import.meta.env.MODE === 'mocks',
  shopName: shopName && shopName.trim() !== '' ? shopName : 'Мастерок',
} as const;
