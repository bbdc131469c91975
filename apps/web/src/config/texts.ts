/** Texts of the app shell and the shared screens; features keep their own. */
export const texts = {
  shopTagline: 'инструменты и товары для дома',
  nav: {
    home: 'Главная',
    cart: 'Корзина',
    orders: 'Заказы',
    /** What the cart link adds to its visible 'Корзина' for a screen reader: 'Корзина, товаров: N'. */
    cartCountSuffix: (count: number) => `, товаров: ${count}`,
    favorites: 'Избранное',
    favoritesWithCount: (count: number) => `Избранное, товаров: ${count}`,
    signIn: 'Войти',
    logout: 'Выйти',
  },
  confirm: { cancel: 'Отмена' },
  errorPage: {
    title: 'Что-то не так',
    text: 'Вы зашли на несуществующую страницу',
    hint: 'Воспользуйтесь каталогом или поиском, либо начните с главной страницы.',
    home: 'На главную',
  },
  /** A page the shop's backend could not fetch in time or at all (502, 503, 504): the server's own 503 page says the same. */
  shopUnavailable: {
    title: 'Магазин ненадолго недоступен',
    text: 'Мы уже восстанавливаем работу. Обновите страницу через минуту.',
    reload: 'Обновить страницу',
    home: 'На главную',
  },
  /** The shop could not load what every page stands on (product-widgets-monitoring.md §8: status 500). */
  serverError: {
    title: 'Что-то не так',
    status: 'Ошибка 500',
    text: 'Магазин не смог загрузить страницу. Обновите её через минуту.',
    reload: 'Обновить страницу',
    home: 'На главную',
  },
  fallback: {
    title: 'Что-то пошло не так',
    text: 'Страница не смогла открыться. Обновите её или вернитесь на главную.',
    home: 'На главную',
  },
  monitoring: 'Мониторинг продаж',
  breadcrumbs: 'Навигация по разделам',
  network: 'Не удалось связаться с магазином. Проверьте подключение к интернету и попробуйте ещё раз.',
  loading: 'Загрузка…',
} as const;
