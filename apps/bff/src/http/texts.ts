/** What the shopper reads when the BFF itself refuses or fails a request. */
export const texts = {
  crossSiteRefused: 'Запрос с другого сайта отклонён',
  badRequest: 'Некорректный запрос',
  requestTooLarge: 'Слишком большой запрос',
  badImagePath: 'Недопустимый путь изображения',
  apiNotFound: 'Такого адреса API нет',
  metricsRefused: 'Нужен ключ доступа к метрикам',
} as const;

/** For developers: non-API paths when apps/web has not been built. */
export const WEB_APP_NOT_BUILT =
  'The web app is not built: run `pnpm --filter @shop/web build` (or `pnpm start` from the repository root).';
