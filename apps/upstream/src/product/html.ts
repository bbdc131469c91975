const HTML_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

/** Text placed into server-made HTML (descriptions, document pages). */
export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => HTML_ESCAPES[char] ?? char);
