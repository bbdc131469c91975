/** What the shopper reads when the BFF itself refuses or fails a request. */
export const texts = {
  crossSiteRefused: 'Запрос с другого сайта отклонён',
  badRequest: 'Некорректный запрос',
  requestTooLarge: 'Слишком большой запрос',
  badImagePath: 'Недопустимый путь изображения',
  apiNotFound: 'Такого адреса API нет',
  metricsRefused: 'Нужен ключ доступа к метрикам',
  metricsClosed: 'Метрики закрыты: на сервере не задан ключ доступа к ним',
  pageNotFound: 'Такой страницы нет',
  /** A page not rendered in time, for a browser without JavaScript, which asks for it again. */
  pageStillRendering: 'Страница готовится и сейчас откроется.',
  badUrl: 'Некорректный адрес запроса',
  urlTooLong: 'Слишком длинный адрес запроса',
  headersTooLarge: 'Слишком большие заголовки запроса',
  unsupportedMediaType: 'Неподдерживаемый формат данных запроса',
  requestTimedOut: 'Запрос не был получен целиком вовремя',
  methodNotAllowed: 'Этот метод запроса не поддерживается',
  unknownFormAction: 'Форма просит неизвестное действие',
  formFailedTitle: 'Не получилось',
  formBack: 'Вернуться',
  socialUnavailable: 'Вход через соцсети сейчас недоступен: войдите по коду или паролю',
  shopUnavailableTitle: 'Магазин ненадолго недоступен',
  shopUnavailableText: 'Мы уже восстанавливаем работу. Страница обновится сама через полминуты, или обновите её позже.',
  reloadPage: 'Обновить страницу',
  toHome: 'На главную',
  socialNotFinished: 'Вход не удался: начните его заново в этом же браузере',
  /** A code check naming a phone or e-mail whose code another client asked for: as the upstream says of no code. */
  codeNotFound: 'Код не найден или устарел: запросите новый',
} as const;

/** The text of a refusal by its HTTP status; anything unnamed is a plain bad request. */
export function refusalText(status: number): string {
  switch (status) {
    case 404:
      return texts.apiNotFound;
    case 405:
      return texts.methodNotAllowed;
    case 408:
      return texts.requestTimedOut;
    case 413:
      return texts.requestTooLarge;
    case 414:
      return texts.urlTooLong;
    case 415:
      return texts.unsupportedMediaType;
    case 431:
      return texts.headersTooLarge;
    default:
      return texts.badRequest;
  }
}

/** For developers: non-API paths when apps/web has not been built. */
export const WEB_APP_NOT_BUILT =
  'The web app is not built: run `pnpm --filter @shop/web build` (or `pnpm start` from the repository root).';
