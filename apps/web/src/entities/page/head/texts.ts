import { env } from '@/config/env.ts';

/** What the head says of the shop where a page says nothing of its own. */
export const headTexts = {
  /** The same as the page shell's (index.html). */
  shopDescription: 'Мастерок — интернет-магазин инструментов и товаров для дома: каталог, доставка курьером и самовывоз.',
  shopImageAlt: `${env.shopName} — инструменты и товары для дома`,
};
