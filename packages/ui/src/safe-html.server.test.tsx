// @vitest-environment node
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const HOSTILE = '<p>Скидка <b>10 %</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

// The sanitiser's window is module state: each test starts from a fresh module, whatever ran before.
beforeEach(() => {
  vi.resetModules();
});
const load = () => import('./safe-html.tsx');

describe('SafeHtml on the server', () => {
  it('renders nothing of the HTML while it has no DOM to sanitise in, rather than the HTML unsanitised', async () => {
    const { SafeHtml } = await load();
    expect(renderToString(<SafeHtml html={HOSTILE} />)).toBe('<div></div>');
  });

  it('sanitises in the window it is given', async () => {
    const { SafeHtml, setSanitizerWindow } = await load();
    setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
    const html = renderToString(<SafeHtml html={HOSTILE} />);
    expect(html).toContain('<b>10 %</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });
});
