const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** Splits a name into at most `maxLines` lines of about `width` characters, with an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}

export function initials(categoryName: string): string {
  const words = categoryName.split(/\s+/).filter(Boolean);
  if (words.length === 1) return (words[0] ?? '?').slice(0, 2);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Gallery pictures: view 1 is the main one; sizes in pixels the product page and cards ask for. */
export const GALLERY_VIEWS_MAX = 8;
export const PICTURE_SIZES = [90, 200, 520, 1000] as const;

/** The other views of the gallery show the product from other sides: another shape, turned. */
function viewShape(view: number, hue: number): string {
  if (view <= 1) return `<circle cx="200" cy="150" r="90" fill="hsl(${hue} 40% 42%)"/>`;
  const angle = (view - 1) * 15;
  return `<rect x="115" y="65" width="170" height="170" rx="${12 * view}" transform="rotate(${angle} 200 150)" fill="hsl(${hue} 40% ${42 + view * 3}%)"/>`;
}

/** A picture of the product: a colour of its own, the category's initials and the name. */
export function productSvg(
  product: { id: number; name: string; categoryName: string },
  picture: { view?: number; size?: number } = {},
): string {
  const hue = Math.round((product.id * 137.508) % 360);
  const size = picture.size ?? 400;
  const lines = wrapText(product.name, 26, 4);
  const text = lines
    .map((line, index) => `<text x="200" y="${300 + index * 24}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">`,
    `<title>${escapeXml(product.name)}</title>`,
    `<rect width="400" height="400" fill="hsl(${hue} 45% 92%)"/>`,
    viewShape(picture.view ?? 1, hue),
    `<text x="200" y="172" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(initials(product.categoryName))}</text>`,
    `<g font-family="Arial, Helvetica, sans-serif" font-size="18" fill="hsl(${hue} 30% 22%)">${text}</g>`,
    '</svg>',
  ].join('');
}

export function colorSwatchSvg(color: { name: string; code: string }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">',
    `<title>${escapeXml(color.name)}</title>`,
    `<circle cx="16" cy="16" r="15" fill="${escapeXml(color.code)}" stroke="#b0b0b0" stroke-width="1"/>`,
    '</svg>',
  ].join('');
}
