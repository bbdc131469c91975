/** The envelope's standard texts and how long its toasts stay (ARCHITECTURE.md "Normalisation"). */
export const UNKNOWN_ERROR_TEXT = 'Неизвестная ошибка';
export const NOT_CORRECT_JSON = 'Not correct JSON response';
export const UNDEFINED_ERROR = 'Undefined error';
export const ERROR_ROUTE_404 = '404page';
export const TOAST_DEFAULT_MS = 5_000;
export const ERROR_TRACE_TOAST_MS = 15_000;
