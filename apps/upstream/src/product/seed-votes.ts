import type { Faker } from '@faker-js/faker';

const roundOne = (value: number) => Math.round(value * 10) / 10;

/** A sum of `count` votes (1–5) whose mean rounds to `rating` at one decimal; the closest one when none does. */
export function targetVoteSum(count: number, rating: number): number {
  const wanted = Math.round(rating * count);
  for (const delta of [0, 1, -1, 2, -2]) {
    const sum = wanted + delta;
    if (sum >= count && sum <= count * 5 && roundOne(sum / count) === roundOne(rating)) return sum;
  }
  return Math.min(count * 5, Math.max(count, wanted));
}

/**
 * `count` votes from 1 to 5 adding up to `sum`: as even as possible, then spread by moving points
 * between random pairs, so a 4.3 is mostly fours and fives with the odd low vote. Shuffled.
 */
export function spreadVotes(count: number, sum: number, faker: Faker): number[] {
  const base = Math.floor(sum / count);
  const votes = Array.from({ length: count }, (_, index) => base + (index < sum - base * count ? 1 : 0));
  const moves = count * 2;
  for (let move = 0; move < moves; move += 1) {
    const up = faker.number.int({ min: 0, max: count - 1 });
    const down = faker.number.int({ min: 0, max: count - 1 });
    const upVote = votes[up] ?? 5;
    const downVote = votes[down] ?? 1;
    if (up === down || upVote >= 5 || downVote <= 1) continue;
    votes[up] = upVote + 1;
    votes[down] = downVote - 1;
  }
  return faker.helpers.shuffle(votes);
}
