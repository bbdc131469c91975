/** Texts of the shopper's account bits: city, consents (cart-and-ordering.md §3 "User", §4 "Other"). */
export const accountTexts = {
  city: {
    label: 'Ваш город',
    change: (cityName: string) => `Ваш город: ${cityName}. Изменить`,
    title: 'Выберите город',
    search: 'Поиск города',
    nothing: 'Город не найден',
    pickup: 'есть самовывоз',
  },
  panel: {
    title: 'Настройки',
    subscribe: 'Получать новости и скидки по e-mail',
    agreementPrefix: 'Я принимаю',
    agreementLink: 'пользовательское соглашение',
  },
} as const;
