/**
 * The shop's plural rule lives once in the contracts (zod-free); the UI re-exports it so
 * components keep importing their helpers from @shop/ui.
 */
export { plural, productWord } from '@shop/contracts/rules/plural.ts';
export type { PluralForms } from '@shop/contracts/rules/plural.ts';
