/** PromQL's keywords and aggregations: words of an expression that name no metric. */
const PROMQL_WORDS = new Set([
  'and',
  'or',
  'unless',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'offset',
  'bool',
  'sum',
  'avg',
  'min',
  'max',
  'count',
  'group',
  'stddev',
  'stdvar',
  'topk',
  'bottomk',
  'quantile',
  'count_values',
  'inf',
  'nan',
]);

/**
 * The metric names a PromQL expression selects: identifiers followed by `{` or `[` or standing
 * bare, not functions, keywords, label names, strings, durations or numbers.
 */
export function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = [...bare.matchAll(/(?<![\w.$])([a-zA-Z_:][\w:]*)(?![\w:])(?!\s*\()/g)].map((match) => match[1] as string);
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name.toLowerCase())))];
}
