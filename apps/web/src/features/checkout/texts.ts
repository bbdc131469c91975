/** Every text of checkout the shopper sees (cart-and-ordering.md §2, §4, §5, §8). */
export const checkoutTexts = {
  title: 'Оформление заказа',
  loading: 'Загружаем данные заказа',
  loadFailed: 'Не удалось загрузить данные заказа',
  retry: 'Повторить',

  phone: 'Телефон',
  phoneInvalid: 'Укажите телефон: не меньше 10 цифр',

  address: 'Адрес получения',
  chooseAddress: 'Выберите адрес доставки или пункт выдачи',
  addressInvalid: 'Выберите, куда доставить заказ',

  legalCheckbox: 'Оформить на юрлицо или ИП',
  backToIndividual: 'Оформить на физлицо',
  inn: 'ИНН юрлица или ИП',
  innFallback: 'Уточним юрлицо по телефону',
  innLooking: 'Ищем юрлицо…',
  innWrongLength: 'ИНН — 10 или 12 цифр',

  payment: 'Способ оплаты',
  choosePayment: 'Выберите способ оплаты',
  paymentInvalid: 'Выберите, как оплатить заказ',

  more: 'Дополнительно',
  mailCopy: 'Дублировать заказ на емейл',
  mailInvalid: 'Проверьте e-mail: он должен выглядеть как name@example.ru',
  contact: 'Контактное лицо или комментарий',

  date: 'Дата доставки',
  pickupDate: 'Дата получения',
  chooseDate: 'Выберите дату',
  dateNeedsAddress: 'Сначала выберите адрес',
  /** The server's window: a range of hours ('9:00−18:00') reads 'с 9:00 до 18:00'; express's 'в течение 4 часов' as it is. */
  timeWindow: (window: string) => {
    const range = /^(\d{1,2}:\d{2})\s*[−–-]\s*(\d{1,2}:\d{2})$/.exec(window.trim());
    return range ? `с ${range[1]} до ${range[2]}` : window;
  },
  express: (price: string) => `Экспресс, 4 часа — ${price}`,

  total: 'Итого',
  details: 'Детали заказа',
  items: 'Товаров',
  weight: 'Вес',
  kg: 'кг',
  delivery: 'Доставка',
  deliveryFree: 'Бесплатно',
  pickupFree: 'Самовывоз — бесплатно',
  vat: (percent: number) => `НДС ${percent}%`,
  policy: {
    before: 'Отправляя заказ, вы соглашаетесь с ',
    offer: 'условиями оферты',
    and: ' и ',
    personal: 'политикой обработки персональных данных',
    after: '.',
  },

  send: 'Отправить заказ',
  payAndSend: 'Оплатить и отправить заказ',
  sending: 'Оформляем заказ...',
  sendingMobile: 'Создание заказ, подождите',
  fieldsMissing: 'Не заполнены некоторые поля',
  sendMobile: (sum: string) => `Отправить заказ, ${sum} ₽`,
  payAndSendMobile: (sum: string) => `Оплатить и отправить, ${sum} ₽`,

  steps: ['Контакты', 'Способ получения', 'Способ оплаты'] as const,
  stepOf: (step: number, count: number) => `Шаг ${step} из ${count}`,
  next: 'Далее',
  back: 'Назад',
  close: 'Закрыть',

  addresses: {
    title: 'Адреса получения',
    add: 'Новый адрес',
    actions: (text: string) => `Изменить или удалить: ${text}`,
    edit: 'Изменить',
    editAddress: (text: string) => `Изменить адрес: ${text}`,
    remove: 'Удалить',
    removeAddress: (text: string) => `Удалить адрес: ${text}`,
    pickup: 'Пункт выдачи',
    delivery: 'Доставка курьером',
  },

  paymentPicker: { title: 'Выберите способ оплаты' },

  addressWindow: {
    title: 'Адрес получения',
    city: (name: string) => `Город: ${name}, выбрать другой`,
    chooseCity: 'Выберите город',
    kind: 'Способ получения',
    delivery: 'Доставка',
    pickup: 'Самовывоз',
    address: 'Улица, дом, квартира',
    addressHint: 'Начните вводить адрес и выберите его из подсказок',
    suggestions: 'Подсказки адреса',
    notRecognised: 'Адрес не распознан: выберите его из подсказок',
    toDoor: 'Доставить до двери',
    floor: 'Этаж',
    elevator: 'Есть лифт',
    point: 'Пункт выдачи',
    pointSearch: 'Найти пункт выдачи',
    points: 'Пункты выдачи',
    noPoints: 'В этом городе нет пунктов выдачи',
    save: 'Сохранить',
  },

  map: {
    label: 'Карта пунктов выдачи и адресов доставки',
    pickupMarker: (text: string) => `Пункт выдачи: ${text}`,
    deliveryMarker: (text: string) => `Доставка: ${text}`,
    cluster: (count: string) => `Пункты выдачи рядом: ${count}, приблизить`,
    attribution: '© участники OpenStreetMap',
    zoomIn: 'Приблизить',
    zoomOut: 'Отдалить',
    showTiles: 'Показать карту',
  },

  cities: {
    title: 'Выберите город',
    search: 'Поиск города',
    nothing: 'Ничего не найдено',
    withPickup: 'есть пункты выдачи',
  },

  datePicker: {
    title: 'Дата доставки',
    note: 'Доставка с 9:00 до 18:00, курьер позвонит за час до приезда.',
    weekend: 'выходной',
  },

  debug: {
    toggle: 'Показать данные для отладки',
    title: 'Данные доставки',
  },
} as const;
