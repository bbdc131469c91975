import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';
import { loadSanitizer } from './sanitizer.ts';

const SERVER_HTML = '<p>Скидка <b>10 %</b></p>';
const note = (html: string) => <SafeHtml as="section" className="note" html={html} />;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

/** A page the server rendered, hydrated: the note as the server sanitised it. */
async function hydrate(html: string) {
  document.body.innerHTML = `<div id="root"><section class="note">${SERVER_HTML}</section></div>`;
  const container = document.getElementById('root')!;
  const serverElement = container.firstElementChild;
  root = await act(async () => hydrateRoot(container, note(html)));
  return { container, serverElement };
}

// The sanitiser is module state: this file hydrates a page before anything here has loaded it.
describe('SafeHtml hydrating a page the server rendered', () => {
  it('keeps the HTML the server rendered without a sanitiser, and keeps it once the sanitiser is there', async () => {
    const { container, serverElement } = await hydrate(`${SERVER_HTML}<script>alert(1)</script>`);
    const bold = container.querySelector('b');
    expect(container.firstElementChild).toBe(serverElement);
    expect(bold).toHaveTextContent('10 %');

    await act(() => loadSanitizer());
    await act(async () => root!.render(note(`${SERVER_HTML}<script>alert(1)</script>`)));
    expect(container.querySelector('b')).toBe(bold);
  });

  it('sanitises HTML that replaces what the server rendered', async () => {
    const { container } = await hydrate(SERVER_HTML);
    await act(async () => root!.render(note('<p>Новая <i>цена</i></p><img src="x" onerror="alert(2)">')));
    expect(await screen.findByText('цена')).toBeInTheDocument();
    expect(container.textContent).not.toContain('Скидка');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
