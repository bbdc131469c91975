/**
 * Text into HTML. Every page a server of the shop writes by hand (the BFF's form pages, the demo
 * upstream's invoices, descriptions and development pages) puts text through here, so nothing it
 * shows is markup.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
