import { plural } from '@shop/ui/plural.ts';

/** The texts of the product's reviews and forum, and of their windows (product-widgets-monitoring.md §2, §4). */
export const commentTexts = {
  reviews: 'Отзывы',
  forum: 'Обсуждения',
  noReviews: 'Отзывов пока нет, ваш может быть первым',
  noForum: 'Обсуждений пока нет, вы можете быть первым',
  writeReview: 'Написать отзыв',
  askQuestion: 'Задать вопрос',
  reply: 'Ответить',
  showMore: 'Показать ещё',
  edit: 'Изменить',
  remove: 'Удалить',
  // The button's visible text is part of its name (+1 / −1).
  rateUp: '+1 — полезный комментарий',
  rateDown: '−1 — бесполезный комментарий',
  rating: (value: number) => `Рейтинг комментария: ${value > 0 ? '+' : ''}${value}`,
  starFilter: 'Фильтр по оценке',
  starFilterLevel: (stars: number, count: number) => `${stars} ${plural(stars, ['звезда', 'звезды', 'звёзд'])}: ${count}`,
  pros: 'Достоинства',
  cons: 'Недостатки',
  confirmDelete: 'Комментарий будет удалён без возможности восстановления. Продолжить?',
  yes: 'Да',
  commentModal: { answer: 'Ответ', comment: 'Вопрос или комментарий', review: 'Отзыв о товаре', edit: 'Изменить комментарий' },
  commentText: 'Текст',
  yourVote: 'Ваша оценка',
  voteStar: (star: number) => `Оценка ${star} из 5`,
  send: 'Отправить',
  shortReviews: (total: number) => `по ${total} ${plural(total, ['оценке', 'оценкам', 'оценкам'])}`,
  allReviews: 'Все отзывы',
  shortReviewsTitle: 'Отзывы покупателей',
} as const;
