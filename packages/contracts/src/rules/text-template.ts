/** Fills the `{name}` placeholders of a text stored as data; a placeholder without a value stays as it is. */
export const fillTemplate = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
