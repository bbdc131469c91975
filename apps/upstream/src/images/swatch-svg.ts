const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** A colour's swatch: a disc of the colour, named in its title. */
export function colorSwatchSvg(color: { name: string; code: string }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">',
    `<title>${escapeXml(color.name)}</title>`,
    `<circle cx="16" cy="16" r="15" fill="${escapeXml(color.code)}" stroke="#b0b0b0" stroke-width="1"/>`,
    '</svg>',
  ].join('');
}
