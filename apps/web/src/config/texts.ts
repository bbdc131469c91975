import { SELLER } from '@shop/contracts/seller.ts';

/** Texts of the app shell and the shared screens; features keep their own. */
export const texts = {
  shopTagline: 'инструменты и товары для дома',
  nav: {
    home: 'Главная',
    cart: 'Корзина',
    orders: 'Заказы',
    cartWithCount: (count: number) => `Корзина, товаров: ${count}`,
    favorites: 'Избранное',
    favoritesWithCount: (count: number) => `Избранное, товаров: ${count}`,
    signIn: 'Войти',
    logout: 'Выйти',
  },
  footer: {
    cookies: 'Мы используем файлы куки, чтобы сайт работал удобно. Продолжая пользоваться сайтом, вы соглашаетесь на использование файлов куки',
    payments:
      `Оплата картой проходит через платёжный сервис и банк-эквайер; данные карты не передаются магазину. Продавец — ${SELLER.name}, ИНН ${SELLER.inn}, ОГРН ${SELLER.ogrn}, ${SELLER.address}.`,
    toMobile: 'Мобильная версия',
    toDesktop: 'Полная версия',
    copyright: (year: number) => `© ${year} Мастерок`,
  },
  errorPage: {
    title: 'Что-то не так',
    text: 'Вы зашли на несуществующую страницу',
    hint: 'Воспользуйтесь каталогом или поиском, либо начните с главной страницы.',
    home: 'На главную',
  },
  fallback: {
    title: 'Что-то пошло не так',
    text: 'Страница не смогла открыться. Обновите её или вернитесь на главную.',
    home: 'На главную',
  },
  soon: {
    text: 'Этот раздел скоро откроется. А пока загляните в корзину или вернитесь на главную.',
    home: 'На главную',
    cart: 'Перейти в корзину',
    mainTitle: 'Добро пожаловать в Мастерок',
    mainText: 'Витрина с подборками и акциями скоро откроется. Ваша корзина уже работает.',
    catalog: 'Каталог',
    product: 'Товар',
    page: 'Раздел',
    monitoring: 'Мониторинг продаж',
  },
  network: 'Не удалось связаться с магазином. Проверьте подключение к интернету и попробуйте ещё раз.',
  loading: 'Загрузка…',
} as const;
