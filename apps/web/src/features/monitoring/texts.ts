import { MONITORING_KEY_REFUSED } from '@shop/contracts/browser/monitoring.ts';

/** Every Russian text of the sales monitoring display (product-widgets-monitoring.md §2). */
export const texts = {
  title: 'Мониторинг продаж',
  orders: {
    heading: 'Новые заказы',
    empty: 'Новых заказов пока нет',
  },
  table: {
    caption: 'Рейтинг продаж',
    place: 'Место',
    employee: 'Сотрудник',
    val: 'ВАЛ',
    valHint: 'Продажи за период, ₽',
    kpd: 'КПД',
    kpdHint: 'Выполнение плана',
    sdkz: 'СДКЗ',
    sdkzHint: 'Закрытые сделки',
    bar: 'Результат',
    barLabel: (percent: number) => `${percent} % от шкалы`,
    page: (page: number, pages: number) => `Страница ${page} из ${pages}`,
  },
  photo: (name: string) => (name ? `Фото: ${name}` : 'Фото сотрудника'),
  stale: (time: string) => `Нет связи с сервером. Данные от ${time}`,
  loading: 'Загружаем данные…',
  offline: {
    title: 'Нет связи с сервером',
    text: 'Данные появятся, как только связь восстановится. Экран повторяет попытки сам.',
  },
  keyMissing: {
    title: 'Не указан ключ мониторинга',
    text: 'Откройте экран по ссылке с ключом: /monitoring/?x-api-key=…',
  },
  keyRefused: {
    title: MONITORING_KEY_REFUSED,
    text: 'Проверьте ссылку на экран мониторинга. Обновление данных остановлено.',
  },
} as const;
