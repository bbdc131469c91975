import type { JsonSchema } from './openapi-document.ts';

/** How a schema reads in a line of ENDPOINTS.md: its type, and for input its bounds. */
export interface BriefOptions {
  /** Bounds, lengths and defaults: what a caller must send. */
  bounds?: boolean;
  /** Object levels spelt out field by field; deeper objects name their fields only. */
  depth?: number;
}

const MAX_ENUM_VALUES = 6;
const MAX_FIELDS = 8;
const MAX_VARIANTS = 3;
/** zod's int() bounds: no bound a reader needs. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

export function briefOf(schema: JsonSchema | undefined, options: BriefOptions = {}): string {
  if (schema === undefined) return 'any';
  const text = bareBriefOf(schema, options);
  return schema.nullable && text !== 'null' ? `${text} | null` : text;
}

function bareBriefOf(schema: JsonSchema, options: BriefOptions): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return unionOf(variants, options);
  if (schema.allOf?.length === 1) return briefOf(schema.allOf[0], options);
  if (schema.enum) return enumOf(schema.enum);
  switch (schema.type) {
    case 'array':
      return arrayOf(schema, options);
    case 'object':
      return objectOf(schema, options);
    case 'string':
      return withBounds(stringOf(schema), schema.minLength, schema.maxLength, options, 'chars');
    case 'integer':
    case 'number':
      return withBounds(schema.type, schema.minimum, schema.maximum, options);
    case undefined:
      return 'any';
    default:
      return schema.type;
  }
}

function unionOf(variants: readonly JsonSchema[], options: BriefOptions): string {
  const briefs = [...new Set(variants.map((variant) => briefOf(variant, options)))];
  if (briefs.length <= MAX_VARIANTS) return briefs.join(' | ');
  // Page data and widgets are unions of many objects: what they share says more than the first few.
  const fields = variants.map((variant) => Object.keys(variant.properties ?? {}));
  const shared = fields[0]?.filter((name) => fields.every((names) => names.includes(name))) ?? [];
  if (shared.length === 0) return `one of ${briefs.length} shapes`;
  const more = fields.some((names) => names.length > shared.length) ? ', …' : '';
  return `one of ${briefs.length} shapes, each {${shared.slice(0, MAX_FIELDS).join(', ')}${more}}`;
}

function enumOf(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_ENUM_VALUES).map((value) => JSON.stringify(value));
  return values.length > MAX_ENUM_VALUES ? `${shown.join(' | ')} | …` : shown.join(' | ');
}

/** The contracts' numbers and ids also come as digit strings (fields.ts): a pattern of digits says so. */
function stringOf(schema: JsonSchema): string {
  if (schema.pattern?.startsWith('^-?\\d')) return schema.pattern.includes('\\.') ? 'decimal digits' : 'digits';
  return schema.format ? `string (${schema.format})` : 'string';
}

function arrayOf(schema: JsonSchema, options: BriefOptions): string {
  const item = briefOf(schema.items, options);
  const list = /[ |]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
  return withBounds(list, schema.minItems, schema.maxItems, options, 'items');
}

function objectOf(schema: JsonSchema, options: BriefOptions): string {
  const depth = options.depth ?? 0;
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0) {
    const values = schema.additionalProperties;
    return typeof values === 'object' ? `{[key]: ${briefOf(values, { ...options, depth: depth - 1 })}}` : '{}';
  }
  const required = new Set(schema.required ?? []);
  const named = fields.slice(0, MAX_FIELDS).map(([name, field]) => {
    const label = required.has(name) ? name : `${name}?`;
    return depth > 0 ? `${label}: ${briefOf(field, { ...options, depth: depth - 1 })}` : label;
  });
  if (fields.length > MAX_FIELDS) named.push('…');
  return `{${named.join(', ')}}`;
}

function withBounds(text: string, min: number | undefined, max: number | undefined, options: BriefOptions, unit?: string): string {
  if (!options.bounds) return text;
  const low = min === undefined || min <= -SAFE_INTEGER || (unit !== undefined && min === 0) ? undefined : min;
  const high = max === undefined || max >= SAFE_INTEGER ? undefined : max;
  const suffix = unit ? ` ${unit}` : '';
  if (low !== undefined && high !== undefined) return low === high ? `${text}, ${low}${suffix}` : `${text}, ${low}–${high}${suffix}`;
  if (low !== undefined) return `${text}, ≥ ${low}${suffix}`;
  if (high !== undefined) return `${text}, ≤ ${high}${suffix}`;
  return text;
}
