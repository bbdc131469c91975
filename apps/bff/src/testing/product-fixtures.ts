import type { Comment, ForumData, PriceData, ReviewsData, ShortReviews } from '@shop/contracts/product.ts';
import type { TemplateWidget, WidgetProduct } from '@shop/contracts/widgets.ts';
import { multism } from './fixtures.ts';

/** Product page payloads in the contract's shapes, as the legacy upstream carries them. */

export const priceData: PriceData = {
  productId: 501,
  assortmentId: 1001,
  missingItem: 0,
  missingText: null,
  pricesList: [
    { comment: 'максимальная', price: 1_350, realPrice: 1_350, mainPrice: false, multism_name: 'шт', fromQuantity: 0 },
    { comment: 'профи', price: 1_225, realPrice: 1_225, mainPrice: true, multism_name: 'шт', fromQuantity: 0 },
  ],
  currentMultism: multism,
  multisms: [multism],
  showIsmSelect: false,
  priceBlock: { price: 1_225, oldPrice: null, discount: 0, likeNew: null },
  pickup: { text: 'Самовывоз', date: 'завтра', price: 0 },
  delivery: { text: 'Доставка завтра', price: 390, freeFrom: 10_000 },
  express: null,
  mainPriceFreeShipping: false,
  outOrder: false,
  quantity: 0,
  orderQuantity: 0,
  colorId: null,
  priceDynamics: { value: 4.5, negative: true },
};

export const comment: Comment = {
  id: 77,
  type: 'review',
  author: 'Анна П.',
  authorUrl: '/~%D0%90%D0%BD%D0%BD%D0%B0%20%D0%9F.',
  created: '2026-10-01T10:00:00.000Z',
  body: 'Хорошая дрель',
  pros_body: 'Лёгкая',
  cons_body: '',
  stars: [1, 1, 1, 1, 0],
  vote: 4,
  vote_view: 'Хорошо',
  detailedVote: null,
  rating: 2,
  myRate: null,
  level: 0,
  isReviews: true,
  parent_id: null,
  editable: false,
};

export const forumData: ForumData = {
  id: 501,
  type: 'comment',
  active_comment_count: 1,
  comments: [{ ...comment, id: 78, type: 'comment', vote: null, stars: null, vote_view: '', isReviews: false, body: 'Есть кейс?' }],
  moderatorMode: false,
  allowReplies: true,
};

export const reviewsData: ReviewsData = {
  id: 501,
  type: 'review',
  active_comment_count: 1,
  comments: [comment],
  moderatorMode: false,
  allowReplies: true,
  general_vote_stars: [1, 1, 1, 1, 0],
  filter_vote_list: [5, 4, 3, 2, 1].map((vote) => ({
    vote,
    stars: [1, 1, 1, 1, 1].map((_, i) => (i < vote ? 1 : 0)),
    count: vote === 4 ? 1 : 0,
  })),
  votes: { vote: 4, total: 1 },
};

export const shortReviews: ShortReviews = {
  vote: 4,
  ratingsTotal: 1,
  comments: [{ id: 77, author: 'Анна П.', date: '2026-10-01', vote: 4, text: 'Хорошая дрель', advantages: 'Лёгкая', disadvantages: '' }],
};

export const tile: WidgetProduct = {
  id: 502,
  assortmentId: 1002,
  name: 'Саморезы по дереву 3,5×35 мм',
  url: '/samorezy-1002/',
  images: { productthumb: '/img/p/1002-1-200.svg', productMiddleSize: '/img/p/1002-1-520.svg', catalogMaxSize: '/img/p/1002-1-1000.svg' },
  price: 349,
  assVal1: '',
  assVal2: null,
  assVal3: '0',
  votes: { vote: 4.5, total: 12 },
  voteStarsColors: [1, 1, 1, 1, 0.5],
  active_comment_count: 9,
  favoritesHas: 0,
  missingItem: 0,
  express: false,
};

export const sputnik: TemplateWidget = {
  widget_key: 'product_page_sputnik',
  widgetTypeName: 'template',
  widgetType: 11,
  is_empty_content: false,
  palisade_header: 'С этим товаром покупают',
  tab_color: '',
  button_all_label: 'Все',
  all_button_link: '/drel-1001/related/',
  goods_quantity: 1,
  multi: [],
  defaultProducts: [tile],
  template: 'products',
  items: [],
};
