/** Texts of the add-to-cart control (cart-and-ordering.md §4 "Add-to-cart control"). */
export const addToCartTexts = {
  add: 'В корзину',
  adding: 'Добавляем…',
  outOfStock: 'Товара нет',
  outOfStockTitle: 'Товара нет наличии',
  chooseVariant: 'Выбрать',
  chooseVariantTitle: (variants: string) => `${variants}: выбрать в новой вкладке`,
  quantityOf: (name: string) => `Количество: ${name}`,
  minus: 'Уменьшить количество',
  plus: 'Увеличить количество',
  waiting: 'ждёт сети',
} as const;

/** Said when an order (checkout, one click) is asked for without the network. */
export const orderOfflineText = 'Для оформления заказа нужно подключение к интернету';

/** Texts of the one-click order modal (cart-and-ordering.md §2, product-widgets-monitoring.md §2). */
export const oneClickTexts = {
  title: 'Купить в 1 клик',
  text: 'Оставьте телефон — менеджер перезвонит, уточнит доставку и оплату и оформит заказ за вас.',
  phone: 'Телефон',
  phoneInvalid: 'Телефон должен содержать не меньше 10 цифр',
  submit: 'Отправить',
  sending: 'Отправляем…',
  failed: 'Не удалось оформить заказ. Проверьте телефон и попробуйте ещё раз.',
  successTitle: 'Заказ принят',
  successText: (invoiceNumber: string | null) =>
    invoiceNumber ? `Номер заказа: ${invoiceNumber}. Менеджер скоро перезвонит вам.` : 'Менеджер скоро перезвонит вам.',
  done: 'Хорошо',
} as const;
