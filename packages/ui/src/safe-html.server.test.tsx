// @vitest-environment node
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml, setSanitizerWindow } from './safe-html.tsx';

const HOSTILE = '<p>Скидка <b>10 %</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

describe('SafeHtml on the server', () => {
  it('renders nothing of the HTML while it has no DOM to sanitise in, rather than the HTML unsanitised', () => {
    expect(renderToString(<SafeHtml html={HOSTILE} />)).toBe('<div></div>');
  });

  it('sanitises in the window it is given', () => {
    setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
    const html = renderToString(<SafeHtml html={HOSTILE} />);
    expect(html).toContain('<b>10 %</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });
});
