import { Faker, base, ru } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';
import { FILTER_ID } from '../listing/seed.ts';
import { spreadVotes, targetVoteSum } from './seed-votes.ts';

let first: TestShop;
let second: TestShop;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestShop(), createTestShop()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const DIGEST = `SELECT
  (SELECT count(*) FROM comments) AS comments,
  (SELECT group_concat(author || ':' || ifnull(vote, '-') || ':' || created_at, '|') FROM (SELECT * FROM comments ORDER BY id LIMIT 200)) AS head,
  (SELECT sum(price) FROM price_history) AS prices,
  (SELECT group_concat(value, '|') FROM assortment_params) AS params,
  (SELECT count(*) FROM product_characteristics) AS characteristics`;

describe('product page data generation', () => {
  it('gives the same data for the same seed and size', () => {
    expect(first.query(DIGEST)).toEqual(second.query(DIGEST));
  });

  it("keeps every product's rating figures equal to its reviews and silent votes", () => {
    const mismatches = first.query<{ count: number }>(`
      WITH figures AS (
        SELECT p.id, p.rating, p.votes_total, p.comment_count,
          (SELECT count(*) FROM comments c WHERE c.product_id = p.id AND c.type = 'review') AS reviews,
          (SELECT ifnull(sum(vote), 0) FROM comments c WHERE c.product_id = p.id AND c.type = 'review')
            + (SELECT ifnull(sum(vote * count), 0) FROM silent_votes s WHERE s.product_id = p.id) AS vote_sum,
          (SELECT ifnull(sum(count), 0) FROM silent_votes s WHERE s.product_id = p.id) AS silent
        FROM products p)
      SELECT count(*) AS count FROM figures
      WHERE comment_count <> reviews OR votes_total <> reviews + silent
        OR (votes_total > 0 AND abs(rating - round(vote_sum * 1.0 / votes_total, 1)) > 0.051)
        OR (votes_total = 0 AND rating <> 0)`);
    expect(mismatches.count).toBe(0);
  });

  it("names on the product page the same country of manufacture the catalogue's filter finds it by", () => {
    const disagreements = first.query<{ count: number; linked: number }>(`
      SELECT count(*) FILTER (WHERE fv.name <> bp.country) AS count, count(*) AS linked
      FROM assortment_filter_values afv
      JOIN filter_values fv ON fv.id = afv.value_id
      JOIN assortments a ON a.id = afv.assortment_id
      JOIN brand_profiles bp ON bp.name = a.brand
      WHERE afv.filter_id = ${FILTER_ID.country}`);
    expect(disagreements.linked).toBeGreaterThan(0);
    expect(disagreements.count).toBe(0);
  });

  it('has every missing state, sale and new goods, borrowed pictures and notes to show', () => {
    const states = first.query<{ states: string }>('SELECT group_concat(DISTINCT missing_item) AS states FROM assortments');
    expect(states.states.split(',').sort()).toEqual(['0', '1', '2', '3']);
    const extras = first.query<{ clones: number; notes: number; likeNew: number; docs: number }>(`SELECT
      (SELECT count(*) FROM assortment_details WHERE image_source_id <> assortment_id) AS clones,
      (SELECT count(*) FROM assortment_details WHERE note_html <> '') AS notes,
      (SELECT count(*) FROM assortment_details WHERE like_new_percent IS NOT NULL) AS likeNew,
      (SELECT count(*) FROM product_details WHERE docs <> '[]') AS docs`);
    for (const count of Object.values(extras)) expect(count).toBeGreaterThan(0);
    const brands = first.query<{ long: number; short: number }>(
      'SELECT sum(length(description) > 100) AS long, sum(length(description) <= 100) AS short FROM brand_profiles',
    );
    expect(brands.long).toBeGreaterThan(0);
    expect(brands.short).toBeGreaterThan(0);
  });
});

describe('votes around a rating', () => {
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(7);

  it.each([
    [1, 4],
    [3, 4.3],
    [17, 3.9],
    [120, 4.7],
  ])('spreads %i votes to a mean of %d', (count, rating) => {
    const votes = spreadVotes(count, targetVoteSum(count, rating), faker);
    expect(votes).toHaveLength(count);
    expect(votes.every((vote) => vote >= 1 && vote <= 5)).toBe(true);
    expect(Math.round((votes.reduce((sum, vote) => sum + vote, 0) / count) * 10) / 10).toBe(rating);
  });
});
