import { Faker, base, ru } from '@faker-js/faker';
import type { Database } from '../db/database.ts';
import type { WidgetSettings } from './widget-service.ts';

export interface WidgetSeedOptions {
  assortments: number;
  seed: number;
}

const SEED_OFFSET = 3_011;
const SECTIONS = ['instrumenty', 'elektrika', 'osveshchenie', 'santekhnika', 'strojmaterialy', 'kraski-i-laki', 'krepyozh', 'sad-i-ogorod'];
const NEWS_END = Date.UTC(2026, 10, 1);

type Definition = { key: string } & WidgetSettings;

function definitions(faker: Faker): Definition[] {
  const newsDate = () => new Date(NEWS_END - faker.number.int({ min: 1, max: 60 }) * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      key: 'main_billboard',
      type: 'billboard',
      slides: [
        {
          url: '/elektroinstrument/',
          tabName: 'Электроинструмент',
          htmlCode: '<h2>Скидки до 40%</h2><p>на дрели, шуруповёрты и перфораторы</p>',
        },
        { url: '/sad-i-ogorod/', tabName: 'Сад и огород', htmlCode: '<h2>Всё для сада</h2><p>лопаты, секаторы, шланги и лейки</p>' },
        { url: '/delivery/', tabName: 'Доставка', htmlCode: '<h2>Бесплатная доставка</h2><p>при заказе от 10 000 ₽</p>' },
        { url: '/kraski-i-laki/', tabName: 'Краски', htmlCode: '<h2>Колеровка бесплатно</h2><p>при покупке краски от 2,5 л</p>' },
      ],
    },
    {
      key: 'main_tabloid',
      type: 'tabloid',
      htmlCode:
        '<div class="tabloid"><a href="/discount/"><b>Скидка за объём</b> — оставьте заявку на странице товара</a>' +
        '<a href="/pickup/"><b>Самовывоз бесплатно</b> — заказ ждёт вас 5 дней</a></div>',
    },
    {
      key: 'main_carousel',
      type: 'carousel',
      slides: [
        { url: '/instrumenty/', tabName: 'Инструменты' },
        { url: '/elektrika/', tabName: 'Электрика' },
        { url: '/osveshchenie/', tabName: 'Освещение' },
        { url: '/santekhnika/', tabName: 'Сантехника' },
        { url: '/kraski-i-laki/', tabName: 'Краски и лаки' },
        { url: '/sad-i-ogorod/', tabName: 'Сад и огород' },
      ],
    },
    {
      key: 'main_palisade_sale',
      type: 'palisade',
      header: 'Распродажа',
      tabColor: '#E53935',
      allLink: '/sale/',
      goods: 'sale',
      tabs: SECTIONS,
    },
    { key: 'main_palisade_new', type: 'palisade', header: 'Новинки', tabColor: '#2E7D32', allLink: '/new/', goods: 'new', tabs: SECTIONS },
    {
      key: 'main_palisade_popular',
      type: 'palisade',
      header: 'Популярные товары',
      tabColor: '#1E4FA3',
      allLink: '/popular/',
      goods: 'popular',
      tabs: SECTIONS,
    },
    { key: 'main_classified', type: 'classified', header: 'Популярные категории', allLink: '/categories/', tabs: SECTIONS },
    {
      key: 'main_announcements',
      type: 'announcements',
      header: 'Новости магазина',
      items: [
        {
          url: '/pickup/',
          tabName: 'Новый пункт самовывоза',
          htmlCode: '<p>Открыли пункт самовывоза на Заречной улице: заказы готовы на следующий день.</p>',
          date: newsDate(),
        },
        {
          url: '/delivery/',
          tabName: 'Экспресс-доставка',
          htmlCode: '<p>Товары с отметкой «Экспресс» привезём за 4 часа — 990 ₽.</p>',
          date: newsDate(),
        },
        {
          url: '/discount/',
          tabName: 'Скидки для бригад',
          htmlCode: '<p>Оптовые цены действуют от 10 штук, а на большие объёмы — по заявке.</p>',
          date: newsDate(),
        },
      ].sort((a, b) => b.date.localeCompare(a.date)),
    },
    { key: 'product_history', type: 'product_history' },
    { key: 'product_favorites', type: 'product_favorites' },
    { key: 'category_history', type: 'category_history' },
    { key: 'category_favorites', type: 'category_favorites' },
    { key: 'salecatsCLS', type: 'template', header: 'Категории со скидками', allLink: '/sale/', source: 'saleCategories' },
    { key: 'salefullCHK', type: 'template', header: 'Товары со скидкой', allLink: '/sale/', source: 'saleGoods' },
    { key: 'popcatsCLS', type: 'template', header: 'Популярные категории', allLink: '/categories/', source: 'popularCategories' },
    { key: 'popfullCHK', type: 'template', header: 'Популярные товары', allLink: '/popular/', source: 'popularGoods' },
    { key: 'cart_page_relates', type: 'template', header: 'Не забудьте купить', allLink: '/cart/', source: 'cartRelates' },
  ];
}

/** The main page: every widget on desktop; the phone leaves out the carousel and the news. */
const LAYOUT = {
  desktop: [
    'main_billboard',
    'main_tabloid',
    'main_carousel',
    'main_palisade_sale',
    'main_classified',
    'main_palisade_new',
    'main_palisade_popular',
    'main_announcements',
    'product_history',
  ],
  mobile: ['main_billboard', 'main_palisade_sale', 'main_classified', 'main_palisade_new', 'main_tabloid', 'product_history'],
} as const;

/** Widget definitions and the main page layout, created once; their goods are read live. */
export function ensureWidgets(db: Database, options: WidgetSeedOptions, log: (message: string) => void): number | null {
  const row = db.prepare('SELECT count(*) AS count FROM widgets').get() as { count: number };
  if (row.count > 0) return null;
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + SEED_OFFSET);
  const insertWidget = db.prepare('INSERT INTO widgets (key, type, settings) VALUES (?, ?, ?)');
  const insertPlace = db.prepare('INSERT INTO page_widgets (site_version, position, widget_key) VALUES (?, ?, ?)');
  const list = definitions(faker);
  db.transaction(() => {
    for (const { key, type, ...settings } of list) insertWidget.run(key, type, JSON.stringify(settings));
    for (const [version, keys] of Object.entries(LAYOUT)) keys.forEach((key, position) => insertPlace.run(version, position, key));
  }).immediate();
  log(`created ${list.length} widgets`);
  return list.length;
}
