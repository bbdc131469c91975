import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { AssortmentRow } from '../catalogue/store.ts';

export interface ProductRow {
  id: number;
  category_id: number;
  name: string;
  url: string;
  brand: string;
}

/** A variety with what its page shows besides the catalogue row. */
export interface VarietyRow extends AssortmentRow {
  article: string;
  note_html: string;
  image_count: number;
  image_source_id: number;
  image_version: string;
  like_new_percent: number | null;
  wholesale: number;
}

export interface ParamRow {
  assortment_id: number;
  position: number;
  name: string;
  value: string;
}

export interface CharacteristicRow {
  group_name: string;
  name: string;
  value: string;
  short: number;
}

export interface BrandRow {
  name: string;
  /** The catalogue's slug of the mark ('' when the catalogue has none). */
  slug: string;
  description: string;
  country: string;
  brand_country: string;
}

export interface DocRef {
  name: string;
  kind: 'pdf' | 'html';
}

export interface CommentRow {
  id: number;
  product_id: number;
  parent_id: number | null;
  user_id: number | null;
  author: string;
  type: 'review' | 'comment' | 'answer';
  in_reviews: number;
  level: number;
  body: string;
  pros_body: string;
  cons_body: string;
  vote: number | null;
  detailed_vote: string | null;
  rating: number;
  created_at: string;
  modified_at: string;
  /** The reading shopper's own rate, when signed in. */
  my_rate: number | null;
}

export interface NewComment {
  productId: number;
  parentId: number | null;
  userId: number;
  author: string;
  type: 'review' | 'comment' | 'answer';
  inReviews: boolean;
  level: number;
  body: string;
  prosBody: string;
  consBody: string;
  vote: number | null;
  detailedVote: string | null;
}

export interface CommentEdit {
  body: string;
  prosBody: string;
  consBody: string;
  vote: number | null;
  detailedVote: string | null;
}

export interface ProductFigures {
  rating: number;
  votes_total: number;
  comment_count: number;
}

const VARIETY_COLUMNS = `a.id, a.product_id, p.category_id, a.url, a.name, a.price, a.old_price, a.discount_percent,
  a.assval1, a.assval3, a.missing_item, a.express, a.delivery_days, a.main_price_free_shipping, a.mass, a.brand,
  a.default_multism_id, a.article, d.note_html, d.image_count, d.image_source_id, d.image_version,
  d.like_new_percent, d.wholesale`;
const VARIETY_FROM = `assortments a JOIN products p ON p.id = a.product_id JOIN assortment_details d ON d.assortment_id = a.id`;

const COMMENT_COLUMNS = `c.id, c.product_id, c.parent_id, c.user_id, c.author, c.type, c.in_reviews, c.level, c.body,
  c.pros_body, c.cons_body, c.vote, c.detailed_vote, c.rating, c.created_at, c.modified_at`;

/**
 * The catalogue's cards read products.rating, votes_total and comment_count: they are recomputed
 * from the written reviews and the silent votes whenever reviews change (products.id is @id).
 */
export function figuresUpdateSql(where: string): string {
  const reviews = (column: string) => `(SELECT ${column} FROM comments c WHERE c.product_id = products.id AND c.type = 'review')`;
  const silent = (column: string) => `(SELECT ${column} FROM silent_votes s WHERE s.product_id = products.id)`;
  const total = `(${reviews('count(*)')} + ${silent('ifnull(sum(count), 0)')})`;
  return `UPDATE products SET
    votes_total = ${total},
    comment_count = ${reviews('count(*)')},
    rating = ifnull(round((${reviews('ifnull(sum(vote), 0)')} + ${silent('ifnull(sum(vote * count), 0)')}) * 1.0 / nullif(${total}, 0), 1), 0)
    WHERE ${where}`;
}

/** A comment on the author's page: what was written and about which product. */
export interface AuthorCommentRow {
  id: number;
  type: CommentRow['type'];
  in_reviews: number;
  body: string;
  pros_body: string;
  cons_body: string;
  vote: number | null;
  created_at: string;
  product_name: string;
  url: string | null;
}

/** Product page data, comments, subscriptions and the shopper's traces on it. Statements prepared once. */
export function createProductRepo(db: Database) {
  const productById = db.prepare<[number], ProductRow>('SELECT id, category_id, name, url, brand FROM products WHERE id = ?');
  const variety = db.prepare<[number], VarietyRow>(`SELECT ${VARIETY_COLUMNS} FROM ${VARIETY_FROM} WHERE a.id = ?`);
  const varietyByUrl = db.prepare<[string], VarietyRow>(`SELECT ${VARIETY_COLUMNS} FROM ${VARIETY_FROM} WHERE a.url = ?`);
  const varietiesOf = db.prepare<[number], VarietyRow>(
    `SELECT ${VARIETY_COLUMNS} FROM ${VARIETY_FROM} WHERE a.product_id = ? ORDER BY a.id`,
  );
  const paramsOf = db.prepare<[number], ParamRow>(
    `SELECT ap.assortment_id, ap.position, ap.name, ap.value FROM assortment_params ap
     JOIN assortments a ON a.id = ap.assortment_id WHERE a.product_id = ? ORDER BY a.id, ap.position`,
  );
  const details = db.prepare<[number], { description: string; docs: string }>(
    'SELECT description, docs FROM product_details WHERE product_id = ?',
  );
  const characteristics = db.prepare<[number], CharacteristicRow>(
    'SELECT group_name, name, value, short FROM product_characteristics WHERE product_id = ? ORDER BY position',
  );
  const brand = db.prepare<[string], BrandRow>(
    `SELECT b.name, ifnull(cb.slug, '') AS slug, b.description, b.country, b.brand_country
     FROM brand_profiles b LEFT JOIN catalog_brands cb ON cb.name = b.name WHERE b.name = ?`,
  );
  const brandNames = db.prepare<[], { name: string }>('SELECT name FROM brand_profiles ORDER BY name');
  const priceHistory = db.prepare<[number], { day: string; price: number }>(
    'SELECT day, price FROM price_history WHERE assortment_id = ? ORDER BY day',
  );
  const colorsOf = db.prepare<[number], { id: number; name: string; code: string }>(
    `SELECT c.id, c.name, c.code FROM assortment_colors ac JOIN colors c ON c.id = ac.color_id
     WHERE ac.assortment_id = ? ORDER BY c.id`,
  );
  const colorChoice = db.prepare<[string, number], { color_id: number }>(
    'SELECT color_id FROM color_choices WHERE session_id = ? AND assortment_id = ?',
  );
  const saveColorChoice = db.prepare<[string, number, number, string]>(
    `INSERT INTO color_choices (session_id, assortment_id, color_id, chosen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (session_id, assortment_id) DO UPDATE SET color_id = excluded.color_id, chosen_at = excluded.chosen_at`,
  );
  const recordView = db.prepare<[string, number, string]>(
    `INSERT INTO product_views (session_id, assortment_id, viewed_at) VALUES (?, ?, ?)
     ON CONFLICT (session_id, assortment_id) DO UPDATE SET viewed_at = excluded.viewed_at`,
  );
  const recentViews = db.prepare<[string, number], { assortment_id: number; viewed_at: string }>(
    'SELECT assortment_id, viewed_at FROM product_views WHERE session_id = ? ORDER BY viewed_at DESC LIMIT ?',
  );

  const commentsOf = db.prepare<[number, number, number], CommentRow>(
    `SELECT ${COMMENT_COLUMNS}, r.rate AS my_rate FROM comments c
     LEFT JOIN comment_rates r ON r.comment_id = c.id AND r.user_id = ?
     WHERE c.product_id = ? AND c.in_reviews = ? ORDER BY c.id`,
  );
  const commentById = db.prepare<[number, number], CommentRow>(
    `SELECT ${COMMENT_COLUMNS}, r.rate AS my_rate FROM comments c
     LEFT JOIN comment_rates r ON r.comment_id = c.id AND r.user_id = ? WHERE c.id = ?`,
  );
  const commentCount = db.prepare<[number, number], { count: number }>(
    'SELECT count(*) AS count FROM comments WHERE product_id = ? AND in_reviews = ?',
  );
  const reviewVotes = db.prepare<[number], { vote: number; count: number }>(
    "SELECT vote, count(*) AS count FROM comments WHERE product_id = ? AND type = 'review' GROUP BY vote",
  );
  const silentVotes = db.prepare<[number], { vote: number; count: number }>('SELECT vote, count FROM silent_votes WHERE product_id = ?');
  const figures = db.prepare<[number], ProductFigures>('SELECT rating, votes_total, comment_count FROM products WHERE id = ?');
  const refreshFigures = db.prepare(figuresUpdateSql('id = @id'));
  const reviewOf = db.prepare<[number, number], { id: number }>(
    "SELECT id FROM comments WHERE product_id = ? AND user_id = ? AND type = 'review'",
  );
  const insertComment = db.prepare(`
    INSERT INTO comments (product_id, parent_id, user_id, author, type, in_reviews, level, body, pros_body, cons_body,
      vote, detailed_vote, rating, created_at, modified_at)
    VALUES (@productId, @parentId, @userId, @author, @type, @inReviews, @level, @body, @prosBody, @consBody,
      @vote, @detailedVote, 0, @now, @now)`);
  const updateComment = db.prepare(`
    UPDATE comments SET body = @body, pros_body = @prosBody, cons_body = @consBody, vote = @vote,
      detailed_vote = @detailedVote, modified_at = @now WHERE id = @id`);
  const threadIds = db.prepare<[number], { id: number }>(`
    WITH RECURSIVE thread(id) AS (
      SELECT id FROM comments WHERE id = ?
      UNION ALL SELECT c.id FROM comments c JOIN thread t ON c.parent_id = t.id
    ) SELECT id FROM thread`);
  const deleteComment = db.prepare<[number]>('DELETE FROM comments WHERE id = ?');
  const insertRate = db.prepare<[number, number, number, string]>(
    'INSERT OR IGNORE INTO comment_rates (comment_id, user_id, rate, created_at) VALUES (?, ?, ?, ?)',
  );
  const addRating = db.prepare<[number, number]>('UPDATE comments SET rating = rating + ? WHERE id = ?');
  const ratingOf = db.prepare<[number], { rating: number }>('SELECT rating FROM comments WHERE id = ?');
  const isModerator = db.prepare<[number], { user_id: number }>('SELECT user_id FROM comment_moderators WHERE user_id = ?');
  const byAuthor = db.prepare<[string, number], AuthorCommentRow>(`
    SELECT c.id, c.type, c.in_reviews, c.body, c.pros_body, c.cons_body, c.vote, c.created_at, p.name AS product_name,
      (SELECT a.url FROM assortments a WHERE a.product_id = p.id ORDER BY a.missing_item, a.id LIMIT 1) AS url
    FROM comments c JOIN products p ON p.id = c.product_id
    WHERE c.author = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ?`);

  // A cancelled subscription comes back with its old link; a live one is left as it is (no row returned).
  const subscribe = db.prepare<
    { assortmentId: number; email: string; sessionId: string; userId: number | null; now: string; token: string },
    { unsubscribe_token: string }
  >(`
    INSERT INTO price_subscriptions (assortment_id, email, session_id, user_id, created_at, unsubscribe_token)
    VALUES (@assortmentId, @email, @sessionId, @userId, @now, @token)
    ON CONFLICT (assortment_id, email) DO UPDATE SET unsubscribed_at = NULL, created_at = @now WHERE unsubscribed_at IS NOT NULL
    RETURNING unsubscribe_token`);
  const insertDiscountRequest = db.prepare(`
    INSERT INTO discount_requests (assortment_id, quantity, multism_id, price, comment, email, phone, session_id, user_id, created_at)
    VALUES (@assortmentId, @quantity, @multismId, @price, @comment, @email, @phone, @sessionId, @userId, @now)`);
  const tooltip = db.prepare<[string], { html: string }>('SELECT html FROM tooltips WHERE id = ?');

  const analogs = db.prepare<[number, number, number, number], { id: number }>(`
    SELECT a.id FROM assortments a JOIN products p ON p.id = a.product_id
    WHERE p.category_id = ? AND a.product_id <> ? AND a.missing_item = 0
    ORDER BY abs(a.price - ?), a.id LIMIT ?`);
  // A stable shuffle per product, so each product shows its own companions.
  const companions = db.prepare<[string, number, number], { id: number }>(`
    SELECT a.id FROM assortments a JOIN products p ON p.id = a.product_id
    WHERE p.category_id IN (SELECT value FROM json_each(?)) AND a.missing_item = 0
    ORDER BY (a.id * 7919 + ?) % 10007 LIMIT ?`);

  return {
    product: (id: number) => productById.get(id),
    variety: (id: number) => variety.get(id),
    varietyByUrl: (url: string) => varietyByUrl.get(url),
    varietiesOf: (productId: number) => varietiesOf.all(productId),
    paramsOf: (productId: number) => paramsOf.all(productId),
    details(productId: number): { description: string; docs: DocRef[] } | undefined {
      const row = details.get(productId);
      return row ? { description: row.description, docs: JSON.parse(row.docs) as DocRef[] } : undefined;
    },
    characteristics: (productId: number) => characteristics.all(productId),
    brand: (name: string) => brand.get(name),
    brandNames: () => brandNames.all().map((row) => row.name),
    priceHistory: (assortmentId: number) => priceHistory.all(assortmentId),
    colorsOf: (assortmentId: number) => colorsOf.all(assortmentId),
    colorChoice: (sessionId: string, assortmentId: number) => colorChoice.get(sessionId, assortmentId)?.color_id ?? null,
    saveColorChoice: (sessionId: string, assortmentId: number, colorId: number) =>
      void saveColorChoice.run(sessionId, assortmentId, colorId, new Date().toISOString()),
    recordView: (sessionId: string, assortmentId: number, at = new Date()) =>
      void recordView.run(sessionId, assortmentId, at.toISOString()),
    recentViews: (sessionId: string, limit: number) => recentViews.all(sessionId, limit),

    comments: (productId: number, inReviews: boolean, readerId: number | null) =>
      commentsOf.all(readerId ?? 0, productId, inReviews ? 1 : 0),
    comment: (id: number, readerId: number | null) => commentById.get(readerId ?? 0, id),
    commentCount: (productId: number, inReviews: boolean) => commentCount.get(productId, inReviews ? 1 : 0)?.count ?? 0,
    reviewVotes: (productId: number) => reviewVotes.all(productId),
    silentVotes: (productId: number) => silentVotes.all(productId),
    /** Rating, votes and reviews as the catalogue's cards show them. */
    figures: (productId: number): ProductFigures => figures.get(productId) ?? { rating: 0, votes_total: 0, comment_count: 0 },
    /** Call inside the write transaction that changed the product's reviews. */
    refreshFigures: (productId: number) => void refreshFigures.run({ id: productId }),
    hasReviewed: (productId: number, userId: number) => reviewOf.get(productId, userId) !== undefined,
    /** Call inside a write transaction. */
    insertComment: (comment: NewComment) =>
      Number(insertComment.run({ ...comment, inReviews: comment.inReviews ? 1 : 0, now: new Date().toISOString() }).lastInsertRowid),
    updateComment: (id: number, edit: CommentEdit) => void updateComment.run({ ...edit, id, now: new Date().toISOString() }),
    /** Removes the comment and every reply under it; returns their ids. */
    deleteThread(id: number): number[] {
      const ids = threadIds.all(id).map((row) => row.id);
      deleteComment.run(id);
      return ids;
    },
    /** One rate per shopper and comment: false when there is one already. Call inside a write transaction. */
    rate(commentId: number, userId: number, rate: 1 | -1): boolean {
      if (insertRate.run(commentId, userId, rate, new Date().toISOString()).changes === 0) return false;
      addRating.run(rate, commentId);
      return true;
    },
    rating: (commentId: number) => ratingOf.get(commentId)?.rating ?? 0,
    isModerator: (userId: number | null) => userId !== null && isModerator.get(userId) !== undefined,
    /** The newest comments signed with this name, each with its product's page. */
    commentsByAuthor: (author: string, limit: number) => byAuthor.all(author, limit),

    /** The link token of a new (or renewed) subscription; undefined when this address already waits for this variety's price. */
    subscribe: (entry: { assortmentId: number; email: string; sessionId: string; userId: number | null }) =>
      subscribe.get({ ...entry, now: new Date().toISOString(), token: randomBytes(24).toString('hex') })?.unsubscribe_token,
    insertDiscountRequest: (request: {
      assortmentId: number;
      quantity: number;
      multismId: number;
      price: number;
      comment: string;
      email: string;
      phone: string;
      sessionId: string;
      userId: number | null;
    }) => Number(insertDiscountRequest.run({ ...request, now: new Date().toISOString() }).lastInsertRowid),
    tooltip: (id: string) => tooltip.get(id)?.html,

    analogIds: (variety: { category_id: number; product_id: number; price: number }, limit: number) =>
      analogs.all(variety.category_id, variety.product_id, variety.price, limit).map((row) => row.id),
    companionIds: (categoryIds: readonly number[], salt: number, limit: number) =>
      categoryIds.length === 0 ? [] : companions.all(JSON.stringify(categoryIds), salt, limit).map((row) => row.id),
  };
}
