// @vitest-environment node
import DOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const HOSTILE = '<p>Скидка <b>10 %</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

// The sanitiser is module state: each test starts from a fresh module, whatever ran before.
beforeEach(() => {
  vi.resetModules();
});
const load = async () => ({ ...(await import('./safe-html.tsx')), ...(await import('./sanitizer.ts')) });

describe('SafeHtml on the server', () => {
  it('renders nothing of the HTML while it has no DOM to sanitise in, rather than the HTML unsanitised', async () => {
    const { SafeHtml, setSanitizer } = await load();
    expect(renderToString(<SafeHtml html={HOSTILE} />)).toBe('<div></div>');
    setSanitizer(DOMPurify);
    expect(renderToString(<SafeHtml html={HOSTILE} />)).toBe('<div></div>');
  });

  it('sanitises in the window it is given', async () => {
    const { SafeHtml, setSanitizer } = await load();
    setSanitizer(DOMPurify(new JSDOM('').window as unknown as WindowLike));
    const html = renderToString(<SafeHtml html={HOSTILE} />);
    expect(html).toContain('<b>10 %</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });
});
