import { SELLER } from '@shop/contracts/browser/seller.ts';

/** The footer's texts: it is hydrated after the app is ready (hydrate-later.tsx), and they come with it. */
export const footerTexts = {
  cookies:
    'Мы используем файлы куки, чтобы сайт работал удобно. Продолжая пользоваться сайтом, вы соглашаетесь на использование файлов куки',
  payments: `Оплата картой проходит через платёжный сервис и банк-эквайер; данные карты не передаются магазину. Продавец — ${SELLER.name}, ИНН ${SELLER.inn}, ОГРН ${SELLER.ogrn}, ${SELLER.address}.`,
  toMobile: 'Мобильная версия',
  toDesktop: 'Полная версия',
  copyright: (year: number) => `© ${year} Мастерок`,
} as const;
