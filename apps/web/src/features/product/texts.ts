import { plural } from '@shop/ui/plural.ts';

/**
 * The texts of the product page's first screen and its characteristics (product-widgets-monitoring.md
 * §2–§9); the reviews' and forum's are in comment-texts.ts, those of its windows in window-texts.ts.
 */
export const productTexts = {
  code: 'Код товара',
  copyCode: (code: string) => `Скопировать код товара ${code}`,
  copied: 'Скопировано',
  article: 'Артикул',
  questions: (count: number) => `${count} ${plural(count, ['вопрос', 'вопроса', 'вопросов'])}`,
  ratingCount: (count: number) => `${count} ${plural(count, ['оценка', 'оценки', 'оценок'])}`,
  gallery: 'Фотографии товара',
  showImage: (index: number) => `Показать фото ${index}`,
  borrowedImage: 'Это изображение другой разновидности этого же товара',
  selectorsView: 'Вид выбора разновидности',
  asTable: 'Таблицей',
  asButtons: 'Кнопками',
  allCharacteristics: 'Все характеристики',
  parameterChanged: 'Параметр изменён: такой разновидности нет, показана ближайшая',
  optionMissed: 'нет в наличии с выбранными параметрами',
  prices: {
    title: 'Цены',
    labels: {
      максимальная: 'Розница',
      'крупный опт': 'Крупный опт',
      'средний опт': 'Средний опт',
      'малый опт': 'Малый опт',
      'удельная цена': 'Удельная цена',
      профи: 'Профи',
    } as Record<string, string>,
    fromQuantity: (quantity: number, unit: string) => `от ${quantity} ${unit}`,
    perUnit: (unit: string) => `за ${unit}`,
  },
  /** §4 by missingItem (the browser does not load the zod contracts module for them). */
  missing: { 1: 'Эта разновидность отсутствует', 2: 'Этот товар временно отсутствует', 3: 'Этот товар больше не поставляется' } as Record<
    number,
    string
  >,
  inStock: 'В наличии',
  outOrder: 'Под заказ',
  pickup: 'Самовывоз',
  free: 'бесплатно',
  delivery: 'Доставка',
  freeFrom: (sum: string) => `бесплатно от ${sum}`,
  freeShipping: 'Бесплатная доставка',
  express: 'Экспресс, 4 часа',
  oneClick: 'Купить в 1 клик',
  inCart: 'В корзине',
  toBuffer: 'Добавить в буфер',
  inBuffer: 'В буфере',
  characteristics: 'Характеристики',
  description: 'Описание',
  brand: 'О бренде',
  brandPage: 'Все товары бренда',
  brandCountry: 'Страна бренда',
  country: 'Страна производства',
  more: 'Подробнее',
  less: 'Свернуть',
  documents: 'Документы',
  allDocuments: 'Все документы',
  selectorFailed: 'Не удалось загрузить разновидность',
  tabs: {
    label: 'Разделы товара',
    index: 'О товаре',
    related: 'Аксессуары',
    analogs: 'Аналоги',
    empty: 'Подходящих товаров пока нет',
    backToProduct: 'Вернуться к товару',
  },
  /** The buttons that open the discount request and the price subscription. */
  priceRequests: { discount: 'Хочу скидку', subscribe: 'Следить за ценой' },
  colors: {
    group: 'Цвет',
    notChosen: 'не выбран',
    all: 'Все цвета',
    title: 'Выбор цвета',
    search: 'Найти цвет',
    nothing: 'Такого цвета нет',
    choose: (name: string) => `Цвет: ${name}`,
  },
} as const;
