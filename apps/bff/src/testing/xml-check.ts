/** An element of a checked document: its name and its text (the sitemap's elements hold text or elements, not both). */
export interface XmlElement {
  name: string;
  text: string;
  children: XmlElement[];
}

const NAME = '[A-Za-z_][\\w.-]*';
const TOKEN = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}="[^"<&]*")*)\\s*(/?)>|<`, 'g');
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

const unescape = (text: string) =>
  text.replace(
    ENTITY,
    (entity) =>
      ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[entity] ??
      String.fromCodePoint(Number(entity.startsWith('&#x') ? `0x${entity.slice(3, -1)}` : entity.slice(2, -1))),
  );

/**
 * A strict reading of the plain XML the sitemap writes (a declaration, elements with quoted
 * attributes, text; no comments, CDATA or doctype): throws on anything not well formed, a bare
 * `&` or `<`, an unclosed or crossed element, text outside the root. Returns the root element.
 */
export function parseXml(document: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(document);
  if (!declaration) throw new Error('no XML declaration');
  const body = document.slice(declaration[0].length);
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  const text = (raw: string) => {
    if (raw.replace(ENTITY, '').includes('&')) throw new Error(`a bare & in ${JSON.stringify(raw)}`);
    const current = stack.at(-1);
    if (current) current.text += unescape(raw);
    else if (raw.trim() !== '') throw new Error('text outside the root element');
  };
  for (const match of body.matchAll(TOKEN)) {
    text(body.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (match[0] === '<') throw new Error(`a bare < at ${match.index}`);
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    if (root && stack.length === 0) throw new Error('a second root element');
    const element: XmlElement = { name, text: '', children: [] };
    stack.at(-1)?.children.push(element);
    root ??= element;
    if (!selfClosing) stack.push(element);
  }
  text(body.slice(at));
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is not closed`);
  if (!root) throw new Error('no root element');
  return root;
}
