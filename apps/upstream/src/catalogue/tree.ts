/**
 * The demo shop's assortment: a DIY and home-improvement store. Three levels of categories; each
 * leaf says how its goods are named, measured, priced and sold, so generated names read like a
 * real price list ("Дрель ударная Техмаш ДУ-2145, 850 Вт").
 */

export type Gender = 'm' | 'f' | 'n' | 'pl';

/** Which units a leaf sells in; ids refer to MULTISMS. */
export type UnitSet = 'piece' | 'piece-pack' | 'piece-pack100' | 'metre' | 'weight';

export interface LeafTemplate {
  name: string;
  /** Head noun of the product name and its grammatical gender (for agreeing materials). */
  noun: string;
  gender: Gender;
  /** Type words that follow the noun, already agreeing with it. */
  kinds: readonly string[];
  /** Variant values; a product takes one to four of them as its assortments. */
  variants: readonly string[];
  /** Price range of the cheapest variant, roubles per base unit. */
  price: readonly [number, number];
  /** Mass of one base unit, kg. */
  mass: readonly [number, number];
  units: UnitSet;
  /** faker materials this kind of goods can be made of (masculine forms as faker gives them). */
  materials?: readonly string[];
  /** Some assortments come in colours. */
  colors?: boolean;
}

export interface CategoryNode {
  name: string;
  slug: string;
  children: ReadonlyArray<CategoryNode | LeafNode>;
}

export interface LeafNode extends LeafTemplate {
  slug: string;
  /** The lucide icon its product pictures show. */
  icon: string;
  /** Name of the value its varieties differ in (the first selector group, the catalogue filter). */
  variantName: string;
}

export const isLeaf = (node: CategoryNode | LeafNode): node is LeafNode => !('children' in node);

const range = (from: number, to: number, step: number, unit: string) => {
  const values: string[] = [];
  for (let value = from; value <= to; value += step) values.push(`${String(value).replace('.', ',')} ${unit}`);
  return values;
};

export const CATALOGUE_TREE: readonly CategoryNode[] = [
  {
    name: 'Инструменты',
    slug: 'instrumenty',
    children: [
      {
        name: 'Электроинструмент',
        slug: 'elektroinstrument',
        children: [
          {
            name: 'Дрели',
            slug: 'dreli',
            icon: 'drill',
            variantName: 'Мощность',
            noun: 'Дрель',
            gender: 'f',
            kinds: ['ударная', 'безударная', 'аккумуляторная'],
            variants: range(500, 1200, 50, 'Вт'),
            price: [2400, 14000],
            mass: [1.4, 3.2],
            units: 'piece',
          },
          {
            name: 'Шуруповёрты',
            slug: 'shurupovyorty',
            icon: 'drill',
            variantName: 'Напряжение аккумулятора',
            noun: 'Шуруповёрт',
            gender: 'm',
            kinds: ['аккумуляторный', 'сетевой', 'ударный', 'бесщёточный'],
            variants: ['12 В', '14,4 В', '18 В', '20 В', '24 В'],
            price: [2900, 21000],
            mass: [0.9, 2.1],
            units: 'piece',
          },
          {
            name: 'Перфораторы',
            slug: 'perforatory',
            icon: 'hammer',
            variantName: 'Энергия удара',
            noun: 'Перфоратор',
            gender: 'm',
            kinds: ['SDS-plus', 'SDS-max', 'аккумуляторный SDS-plus'],
            variants: ['2 Дж', '2,4 Дж', '3 Дж', '3,5 Дж', '5 Дж', '8 Дж'],
            price: [4500, 39000],
            mass: [2.2, 7.5],
            units: 'piece',
          },
          {
            name: 'Углошлифовальные машины',
            slug: 'ushm',
            icon: 'disc-3',
            variantName: 'Диаметр диска',
            noun: 'Угловая шлифмашина',
            gender: 'f',
            kinds: ['сетевая', 'аккумуляторная', 'с регулировкой оборотов'],
            variants: ['115 мм', '125 мм', '150 мм', '180 мм', '230 мм'],
            price: [2100, 17000],
            mass: [1.6, 5.8],
            units: 'piece',
          },
        ],
      },
      {
        name: 'Ручной инструмент',
        slug: 'ruchnoj-instrument',
        children: [
          {
            name: 'Молотки',
            slug: 'molotki',
            icon: 'hammer',
            variantName: 'Масса бойка',
            noun: 'Молоток',
            gender: 'm',
            kinds: ['слесарный', 'столярный', 'кровельный', 'рихтовочный'],
            variants: ['300 г', '400 г', '500 г', '600 г', '800 г', '1000 г'],
            price: [290, 1900],
            mass: [0.35, 1.2],
            units: 'piece',
            materials: ['Стальной', 'Деревянный', 'Резиновый'],
          },
          {
            name: 'Отвёртки',
            slug: 'otvyortki',
            icon: 'wrench',
            variantName: 'Количество предметов',
            noun: 'Набор отвёрток',
            gender: 'm',
            kinds: ['диэлектрических', 'прецизионных', 'с битами', 'ударных'],
            variants: ['6 предметов', '8 предметов', '12 предметов', '24 предмета', '32 предмета'],
            price: [350, 4200],
            mass: [0.2, 1.4],
            units: 'piece',
          },
          {
            name: 'Гаечные ключи',
            slug: 'gaechnye-klyuchi',
            icon: 'wrench',
            variantName: 'Количество предметов',
            noun: 'Набор ключей',
            gender: 'm',
            kinds: ['комбинированных', 'рожковых', 'накидных', 'трещоточных'],
            variants: ['6 предметов', '8 предметов', '12 предметов', '14 предметов', '22 предмета'],
            price: [690, 9800],
            mass: [0.6, 4.5],
            units: 'piece',
          },
        ],
      },
      {
        name: 'Измерительный инструмент',
        slug: 'izmeritelnyj-instrument',
        children: [
          {
            name: 'Рулетки',
            slug: 'ruletki',
            icon: 'ruler',
            variantName: 'Длина ленты',
            noun: 'Рулетка',
            gender: 'f',
            kinds: ['строительная', 'с автостопом', 'обрезиненная', 'магнитная'],
            variants: ['3 м', '5 м', '7,5 м', '8 м', '10 м'],
            price: [190, 1600],
            mass: [0.15, 0.5],
            units: 'piece',
          },
          {
            name: 'Уровни',
            slug: 'urovni',
            icon: 'ruler-dimension-line',
            variantName: 'Длина',
            noun: 'Уровень',
            gender: 'm',
            kinds: ['строительный', 'пузырьковый', 'лазерный', 'магнитный'],
            variants: ['400 мм', '600 мм', '800 мм', '1000 мм', '1200 мм', '2000 мм'],
            price: [390, 12000],
            mass: [0.3, 1.8],
            units: 'piece',
          },
        ],
      },
    ],
  },
  {
    name: 'Электрика',
    slug: 'elektrika',
    children: [
      {
        name: 'Кабель и провод',
        slug: 'kabel-i-provod',
        children: [
          {
            name: 'Силовой кабель',
            slug: 'silovoj-kabel',
            icon: 'cable',
            variantName: 'Число и сечение жил',
            noun: 'Кабель',
            gender: 'm',
            kinds: ['ВВГнг(А)-LS', 'ВВГ-Пнг(А)', 'NYM', 'КГ'],
            variants: ['2×1,5', '3×1,5', '3×2,5', '3×4', '3×6', '5×2,5'],
            price: [38, 260],
            mass: [0.08, 0.4],
            units: 'metre',
          },
          {
            name: 'Провод',
            slug: 'provod',
            icon: 'cable',
            variantName: 'Число и сечение жил',
            noun: 'Провод',
            gender: 'm',
            kinds: ['ПуГВ', 'ШВВП', 'ПВС', 'ПуВ'],
            variants: ['1×1,5', '1×2,5', '2×0,75', '2×1,5', '3×1,5'],
            price: [14, 120],
            mass: [0.02, 0.12],
            units: 'metre',
            colors: true,
          },
        ],
      },
      {
        name: 'Розетки и выключатели',
        slug: 'rozetki-i-vyklyuchateli',
        children: [
          {
            name: 'Розетки',
            slug: 'rozetki',
            icon: 'plug',
            variantName: 'Исполнение',
            noun: 'Розетка',
            gender: 'f',
            kinds: ['с заземлением', 'двойная с заземлением', 'накладная', 'влагозащищённая IP44', 'с USB'],
            variants: ['16 А', '16 А, со шторками', '16 А, с крышкой'],
            price: [120, 2400],
            mass: [0.06, 0.2],
            units: 'piece-pack',
            colors: true,
          },
          {
            name: 'Выключатели',
            slug: 'vyklyuchateli',
            icon: 'toggle-right',
            variantName: 'Исполнение',
            noun: 'Выключатель',
            gender: 'm',
            kinds: ['одноклавишный', 'двухклавишный', 'проходной', 'с подсветкой'],
            variants: ['10 А', '10 А, скрытый монтаж', '10 А, накладной'],
            price: [110, 2100],
            mass: [0.05, 0.15],
            units: 'piece-pack',
            colors: true,
          },
        ],
      },
      {
        name: 'Автоматика',
        slug: 'avtomatika',
        children: [
          {
            name: 'Автоматические выключатели',
            slug: 'avtomaticheskie-vyklyuchateli',
            icon: 'zap',
            variantName: 'Характеристика и ток',
            noun: 'Автоматический выключатель',
            gender: 'm',
            kinds: ['1P', '2P', '3P'],
            variants: ['C6', 'C10', 'C16', 'C20', 'C25', 'C32', 'C40', 'C63'],
            price: [190, 3200],
            mass: [0.1, 0.45],
            units: 'piece',
          },
          {
            name: 'УЗО',
            slug: 'uzo',
            icon: 'shield-check',
            variantName: 'Ток и ток утечки',
            noun: 'Устройство защитного отключения',
            gender: 'n',
            kinds: ['2P тип AC', '2P тип A', '4P тип AC'],
            variants: ['16 А 30 мА', '25 А 30 мА', '32 А 30 мА', '40 А 30 мА', '63 А 100 мА'],
            price: [1100, 7800],
            mass: [0.2, 0.5],
            units: 'piece',
          },
        ],
      },
    ],
  },
  {
    name: 'Освещение',
    slug: 'osveshchenie',
    children: [
      {
        name: 'Лампы',
        slug: 'lampy',
        children: [
          {
            name: 'Светодиодные лампы',
            slug: 'svetodiodnye-lampy',
            icon: 'lightbulb',
            variantName: 'Мощность',
            noun: 'Лампа светодиодная',
            gender: 'f',
            kinds: ['E27 груша', 'E14 свеча', 'GU10', 'E27 шар', 'филаментная E27'],
            variants: ['5 Вт', '7 Вт', '9 Вт', '11 Вт', '15 Вт', '20 Вт'],
            price: [59, 420],
            mass: [0.03, 0.09],
            units: 'piece-pack',
          },
          {
            name: 'Лампы накаливания',
            slug: 'lampy-nakalivaniya',
            icon: 'lightbulb',
            variantName: 'Мощность',
            noun: 'Лампа накаливания',
            gender: 'f',
            kinds: ['E27 прозрачная', 'E27 матовая', 'E14 свеча'],
            variants: ['40 Вт', '60 Вт', '75 Вт', '95 Вт'],
            price: [29, 90],
            mass: [0.03, 0.05],
            units: 'piece-pack',
          },
        ],
      },
      {
        name: 'Светильники',
        slug: 'svetilniki',
        children: [
          {
            name: 'Потолочные светильники',
            slug: 'potolochnye-svetilniki',
            icon: 'lamp-ceiling',
            variantName: 'Мощность',
            noun: 'Светильник потолочный',
            gender: 'm',
            kinds: ['светодиодный', 'накладной', 'встраиваемый', 'с пультом'],
            variants: ['12 Вт', '18 Вт', '24 Вт', '36 Вт', '60 Вт', '90 Вт'],
            price: [490, 16000],
            mass: [0.3, 3.5],
            units: 'piece',
            colors: true,
          },
          {
            name: 'Прожекторы',
            slug: 'prozhektory',
            icon: 'spotlight',
            variantName: 'Мощность',
            noun: 'Прожектор светодиодный',
            gender: 'm',
            kinds: ['уличный IP65', 'с датчиком движения', 'аккумуляторный'],
            variants: ['10 Вт', '20 Вт', '30 Вт', '50 Вт', '100 Вт', '200 Вт'],
            price: [390, 9800],
            mass: [0.3, 3.2],
            units: 'piece',
          },
        ],
      },
    ],
  },
  {
    name: 'Сантехника',
    slug: 'santekhnika',
    children: [
      {
        name: 'Смесители',
        slug: 'smesiteli',
        children: [
          {
            name: 'Смесители для кухни',
            slug: 'smesiteli-dlya-kukhni',
            icon: 'droplet',
            variantName: 'Длина излива',
            noun: 'Смеситель для кухни',
            gender: 'm',
            kinds: ['однорычажный', 'с высоким изливом', 'с гибким изливом', 'двухвентильный'],
            variants: ['излив 20 см', 'излив 25 см', 'излив 30 см', 'излив 35 см'],
            price: [1900, 28000],
            mass: [1.1, 3.4],
            units: 'piece',
            colors: true,
          },
          {
            name: 'Смесители для ванной',
            slug: 'smesiteli-dlya-vannoj',
            icon: 'shower-head',
            variantName: 'Длина излива',
            noun: 'Смеситель для ванны',
            gender: 'm',
            kinds: ['с душем', 'термостатический', 'однорычажный', 'настенный'],
            variants: ['излив 15 см', 'излив 20 см', 'излив 30 см', 'излив 40 см'],
            price: [2300, 34000],
            mass: [1.4, 4.2],
            units: 'piece',
            colors: true,
          },
        ],
      },
      {
        name: 'Трубы и фитинги',
        slug: 'truby-i-fitingi',
        children: [
          {
            name: 'Полипропиленовые трубы',
            slug: 'polipropilenovye-truby',
            icon: 'cylinder',
            variantName: 'Диаметр',
            noun: 'Труба полипропиленовая',
            gender: 'f',
            kinds: ['PN20', 'PN25 армированная', 'PN10'],
            variants: ['20 мм', '25 мм', '32 мм', '40 мм', '50 мм', '63 мм'],
            price: [42, 420],
            mass: [0.15, 0.9],
            units: 'metre',
          },
          {
            name: 'Фитинги',
            slug: 'fitingi',
            icon: 'link',
            variantName: 'Диаметр',
            noun: 'Муфта',
            gender: 'f',
            kinds: ['соединительная', 'переходная', 'комбинированная ВР', 'комбинированная НР'],
            variants: ['20 мм', '25 мм', '32 мм', '40 мм'],
            price: [9, 390],
            mass: [0.01, 0.12],
            units: 'piece-pack',
          },
        ],
      },
    ],
  },
  {
    name: 'Стройматериалы',
    slug: 'strojmaterialy',
    children: [
      {
        name: 'Сухие смеси',
        slug: 'sukhie-smesi',
        children: [
          {
            name: 'Штукатурка',
            slug: 'shtukaturka',
            icon: 'paint-bucket',
            variantName: 'Фасовка',
            noun: 'Штукатурка',
            gender: 'f',
            kinds: ['гипсовая', 'цементная', 'машинного нанесения', 'декоративная'],
            variants: ['5 кг', '15 кг', '25 кг', '30 кг'],
            price: [190, 1600],
            mass: [5, 30],
            units: 'piece',
          },
          {
            name: 'Плиточный клей',
            slug: 'plitochnyj-klej',
            icon: 'grid-3x3',
            variantName: 'Фасовка',
            noun: 'Клей плиточный',
            gender: 'm',
            kinds: ['усиленный', 'для керамогранита', 'эластичный', 'для тёплых полов'],
            variants: ['5 кг', '20 кг', '25 кг'],
            price: [210, 1400],
            mass: [5, 25],
            units: 'piece',
          },
        ],
      },
      {
        name: 'Листовые материалы',
        slug: 'listovye-materialy',
        children: [
          {
            name: 'Гипсокартон',
            slug: 'gipsokarton',
            icon: 'layers',
            variantName: 'Размер листа',
            noun: 'Лист гипсокартонный',
            gender: 'm',
            kinds: ['стандартный ГКЛ', 'влагостойкий ГКЛВ', 'огнестойкий ГКЛО'],
            variants: ['2500×1200×9,5 мм', '2500×1200×12,5 мм', '3000×1200×12,5 мм'],
            price: [380, 990],
            mass: [22, 32],
            units: 'piece',
          },
          {
            name: 'Фанера',
            slug: 'fanera',
            icon: 'layers-2',
            variantName: 'Толщина',
            noun: 'Фанера',
            gender: 'f',
            kinds: ['берёзовая ФК', 'влагостойкая ФСФ', 'ламинированная'],
            variants: ['4 мм', '6 мм', '9 мм', '12 мм', '15 мм', '18 мм', '21 мм'],
            price: [490, 4800],
            mass: [5, 28],
            units: 'piece',
          },
        ],
      },
    ],
  },
  {
    name: 'Краски и лаки',
    slug: 'kraski-i-laki',
    children: [
      {
        name: 'Краски',
        slug: 'kraski',
        children: [
          {
            name: 'Интерьерные краски',
            slug: 'interernye-kraski',
            icon: 'paint-roller',
            variantName: 'Объём',
            noun: 'Краска интерьерная',
            gender: 'f',
            kinds: ['моющаяся', 'матовая', 'для стен и потолков', 'шелковисто-матовая'],
            variants: ['0,9 л', '2,5 л', '4,5 л', '9 л', '14 л'],
            price: [390, 4900],
            mass: [1.2, 18],
            units: 'piece',
            colors: true,
          },
          {
            name: 'Фасадные краски',
            slug: 'fasadnye-kraski',
            icon: 'paint-bucket',
            variantName: 'Объём',
            noun: 'Краска фасадная',
            gender: 'f',
            kinds: ['акриловая', 'силиконовая', 'атмосферостойкая'],
            variants: ['0,9 л', '2,7 л', '9 л', '18 л'],
            price: [520, 6900],
            mass: [1.2, 24],
            units: 'piece',
            colors: true,
          },
        ],
      },
      {
        name: 'Лаки и пропитки',
        slug: 'laki-i-propitki',
        children: [
          {
            name: 'Лаки',
            slug: 'laki',
            icon: 'paintbrush',
            variantName: 'Объём',
            noun: 'Лак',
            gender: 'm',
            kinds: ['паркетный', 'яхтный', 'акриловый', 'мебельный'],
            variants: ['0,75 л', '2,5 л', '5 л', '10 л'],
            price: [420, 5200],
            mass: [0.8, 11],
            units: 'piece',
          },
          {
            name: 'Антисептики',
            slug: 'antiseptiki',
            icon: 'spray-can',
            variantName: 'Объём',
            noun: 'Антисептик для древесины',
            gender: 'm',
            kinds: ['огнебиозащитный', 'тонирующий', 'для наружных работ'],
            variants: ['1 л', '5 л', '10 л', '20 л'],
            price: [260, 4100],
            mass: [1, 21],
            units: 'piece',
            colors: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Крепёж',
    slug: 'krepyozh',
    children: [
      {
        name: 'Саморезы и шурупы',
        slug: 'samorezy-i-shurupy',
        children: [
          {
            name: 'Саморезы',
            slug: 'samorezy',
            icon: 'screw',
            variantName: 'Размер',
            noun: 'Саморезы',
            gender: 'pl',
            kinds: ['по дереву', 'по металлу', 'кровельные', 'с прессшайбой'],
            variants: ['3,5×25 мм', '3,5×35 мм', '3,5×41 мм', '4,2×51 мм', '4,8×70 мм'],
            price: [320, 780],
            mass: [1, 1],
            units: 'weight',
          },
          {
            name: 'Дюбели',
            slug: 'dyubeli',
            icon: 'screw',
            variantName: 'Размер',
            noun: 'Дюбель',
            gender: 'm',
            kinds: ['нейлоновый', 'распорный', 'для газобетона', 'рамный'],
            variants: ['6×30 мм', '6×40 мм', '8×40 мм', '8×60 мм', '10×60 мм'],
            price: [1.2, 14],
            mass: [0.001, 0.02],
            units: 'piece-pack100',
          },
        ],
      },
      {
        name: 'Анкерный крепёж',
        slug: 'ankernyj-krepyozh',
        children: [
          {
            name: 'Анкерные болты',
            slug: 'ankernye-bolty',
            icon: 'bolt',
            variantName: 'Размер',
            noun: 'Анкерный болт',
            gender: 'm',
            kinds: ['с гайкой', 'с крюком', 'с кольцом', 'клиновой'],
            variants: ['8×65 мм', '10×80 мм', '12×100 мм', '16×130 мм'],
            price: [12, 160],
            mass: [0.02, 0.3],
            units: 'piece-pack',
          },
          {
            name: 'Хомуты',
            slug: 'khomuty',
            icon: 'circle-gauge',
            variantName: 'Диапазон диаметров',
            noun: 'Хомут',
            gender: 'm',
            kinds: ['червячный', 'нейлоновый', 'трубный с резиной'],
            variants: ['16–25 мм', '20–32 мм', '32–50 мм', '60–80 мм'],
            price: [6, 95],
            mass: [0.005, 0.08],
            units: 'piece-pack100',
            materials: ['Стальной', 'Пластиковый'],
          },
        ],
      },
    ],
  },
  {
    name: 'Сад и огород',
    slug: 'sad-i-ogorod',
    children: [
      {
        name: 'Садовый инструмент',
        slug: 'sadovyj-instrument',
        children: [
          {
            name: 'Лопаты',
            slug: 'lopaty',
            icon: 'shovel',
            variantName: 'Комплектация',
            noun: 'Лопата',
            gender: 'f',
            kinds: ['штыковая', 'совковая', 'снеговая', 'садовая'],
            variants: ['без черенка', 'с черенком 120 см', 'с черенком 140 см'],
            price: [290, 2600],
            mass: [0.8, 2.4],
            units: 'piece',
            materials: ['Стальной', 'Деревянный', 'Пластиковый'],
          },
          {
            name: 'Секаторы',
            slug: 'sekatory',
            icon: 'scissors',
            variantName: 'Диаметр реза',
            noun: 'Секатор',
            gender: 'm',
            kinds: ['плоскостной', 'контактный', 'храповый', 'для сухих веток'],
            variants: ['до 15 мм', 'до 20 мм', 'до 25 мм'],
            price: [290, 3900],
            mass: [0.15, 0.4],
            units: 'piece',
          },
        ],
      },
      {
        name: 'Полив',
        slug: 'poliv',
        children: [
          {
            name: 'Шланги',
            slug: 'shlangi',
            icon: 'waves',
            variantName: 'Диаметр и длина',
            noun: 'Шланг поливочный',
            gender: 'm',
            kinds: ['армированный', 'трёхслойный', 'растягивающийся'],
            variants: ['1/2", 15 м', '1/2", 25 м', '3/4", 25 м', '3/4", 50 м'],
            price: [590, 5400],
            mass: [1.2, 7],
            units: 'piece',
            colors: true,
            materials: ['Резиновый', 'Пластиковый'],
          },
          {
            name: 'Лейки',
            slug: 'lejki',
            icon: 'sprout',
            variantName: 'Объём',
            noun: 'Лейка',
            gender: 'f',
            kinds: ['садовая', 'с рассеивателем', 'комнатная'],
            variants: ['1,5 л', '5 л', '8 л', '10 л', '12 л'],
            price: [120, 1900],
            mass: [0.2, 1.6],
            units: 'piece',
            colors: true,
            materials: ['Пластиковый', 'Стальной'],
          },
        ],
      },
    ],
  },
];

/** Units: quantity step is mult / coef (cart-and-ordering.md §3). */
/** Every leaf of the tree by its slug. */
export const LEAVES_BY_SLUG: ReadonlyMap<string, LeafNode> = new Map(
  (function* walk(nodes: ReadonlyArray<CategoryNode | LeafNode>): Generator<[string, LeafNode]> {
    for (const node of nodes) {
      if (isLeaf(node)) yield [node.slug, node];
      else yield* walk(node.children);
    }
  })(CATALOGUE_TREE),
);

export const MULTISMS = [
  { id: 1, mult: 1, coef: 1, fname: 'штука', unit: 'шт' },
  { id: 2, mult: 10, coef: 1, fname: 'упаковка (10 шт)', unit: 'упак' },
  { id: 3, mult: 1, coef: 10, fname: 'метр', unit: 'м' },
  { id: 4, mult: 50, coef: 1, fname: 'бухта (50 м)', unit: 'бухта' },
  { id: 5, mult: 1, coef: 10, fname: 'килограмм', unit: 'кг' },
  { id: 6, mult: 100, coef: 1, fname: 'упаковка (100 шт)', unit: 'упак' },
] as const;

/** The default unit comes first; 1 is always a valid quantity in it. */
export const UNIT_SETS: Record<UnitSet, readonly number[]> = {
  piece: [1],
  'piece-pack': [1, 2],
  'piece-pack100': [1, 6],
  metre: [3, 4],
  weight: [5],
};

export const COLORS = [
  { id: 1, name: 'белый', code: '#FFFFFF' },
  { id: 2, name: 'чёрный', code: '#1F1F1F' },
  { id: 3, name: 'серый', code: '#8C8C8C' },
  { id: 4, name: 'бежевый', code: '#E8D9B5' },
  { id: 5, name: 'слоновая кость', code: '#F3EBD3' },
  { id: 6, name: 'красный', code: '#C62828' },
  { id: 7, name: 'синий', code: '#1E4FA3' },
  { id: 8, name: 'зелёный', code: '#2E7D32' },
  { id: 9, name: 'жёлтый', code: '#F2C230' },
  { id: 10, name: 'коричневый', code: '#6D4C41' },
  { id: 11, name: 'хром', code: '#C9CED6' },
  { id: 12, name: 'золото', code: '#C8A951' },
] as const;

/** Invented trade marks: the demo does not borrow real brands. */
export const BRANDS = [
  'Техмаш',
  'СтройПро',
  'Мастерок',
  'ВолгаИнструмент',
  'Уралсталь',
  'Гранит',
  'Искра',
  'Светоч',
  'АкваЛюкс',
  'Домосед',
  'Профи-Лайн',
  'Северный ветер',
  'Вектор',
  'Кедр',
  'Зодчий',
  'Ладога',
  'Ремстрой',
  'Энергия',
  'Полюс',
  'Самоделкин',
] as const;

/**
 * Sections that were renamed: the old path answers with forceRedirectUrl. One moved inside the
 * shop, one must be loaded by the browser in full ('{host}' form, product-widgets-monitoring.md §3
 * Page.forceRedirectUrl; the target form is not shown there).
 */
export const PAGE_REDIRECTS = [
  { path: '/instrument/', target: '/instrumenty/' },
  { path: '/rasprodazha/', target: '{host}/instrumenty/' },
] as const;
