import { z } from 'zod';

const envSchema = z.object({
  MODE: z.string(),
  DEV: z.boolean(),
  PROD: z.boolean(),
  /** The app's own mode for working without a BFF: `vite --mode mocks`. */
  VITE_SHOP_NAME: z.string().min(1).default('Мастерок'),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  mode: parsed.MODE,
  dev: parsed.DEV,
  prod: parsed.PROD,
  useMocks: parsed.MODE === 'mocks',
  shopName: parsed.VITE_SHOP_NAME,
} as const;
