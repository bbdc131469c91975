const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** A brand's mark: its name in a frame. */
export function brandSvg(name: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">',
    `<title>${escapeXml(name)}</title>`,
    '<rect x="1" y="1" width="238" height="78" rx="10" fill="#fff" stroke="#1E4FA3" stroke-width="2"/>',
    `<text x="120" y="49" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#1E4FA3">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
