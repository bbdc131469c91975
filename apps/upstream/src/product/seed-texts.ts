import { z } from 'zod';
import data from './seed-texts.json' with { type: 'json' };

/**
 * Word material for the product pages of the demo shop (seed-texts.json): characteristics by
 * section, brand stories, notes, documents, tooltips and the phrases reviews and forum questions
 * are made of. Lists keyed by a section's slug; a group's slug overrides its section.
 */

const words = z.array(z.string());
const bySection = z.record(z.string(), words);
const groupSchema = z.enum(['main', 'tech', 'size', 'origin']);

const seedTextsSchema = z.strictObject({
  /** Power tools with more than one variety come with or without a case and batteries: the second selector group. */
  kit: z.strictObject({ param: z.string(), cordless: words, corded: words }),
  groups: z.record(groupSchema, z.string()),
  characteristics: z.record(
    z.string(),
    z.array(z.strictObject({ group: groupSchema, name: z.string(), values: words, short: z.literal(true).optional() })),
  ),
  warranty: words,
  countries: words,
  /** {brand}, {country} and {year} are filled in. */
  brandStories: words,
  sectionPurpose: z.record(z.string(), z.string()),
  descriptionLines: words,
  docs: z.array(z.strictObject({ name: z.string(), kind: z.enum(['pdf', 'html']) })),
  /** Notes under the price (assval4, HTML). */
  notes: bySection,
  reviewTexts: words,
  /** `common` ones go with every section's. */
  pros: bySection,
  cons: bySection,
  questions: words,
  shopAnswers: words,
  userAnswers: words,
  shopAuthor: z.string(),
  tooltips: z.array(z.strictObject({ id: z.string(), html: z.string() })),
});

export const SEED_TEXTS = seedTextsSchema.parse(data);
