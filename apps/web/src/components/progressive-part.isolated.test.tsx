import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { holdEarlyPresses } from './early-presses.ts';
import { progressivePart } from './progressive-part.tsx';

function Reviews({ count }: { count: number }) {
  const [shown, setShown] = useState(count);
  return (
    <section aria-label="Отзывы">
      {shown} отзыва <button onClick={() => setShown(shown + 1)}>Ещё</button>
    </section>
  );
}

/** A part whose chunk arrives when the test says so. */
function deferred() {
  let arrive: (component: typeof Reviews) => void = () => {};
  const chunk = new Promise<typeof Reviews>((resolve) => (arrive = resolve));
  return { Part: progressivePart(() => chunk), arrive: () => arrive(Reviews) };
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('a part hydrated after the first screen', () => {
  it('is rendered whole on the server: the render waits for its chunk', async () => {
    const { Part, arrive } = deferred();
    const rendered = html(
      <main>
        <h1>Дрель</h1>
        <Part count={3} />
      </main>,
    );
    arrive();
    expect(await rendered).toContain('<section aria-label="Отзывы">3<!-- --> отзыва <button>Ещё</button></section>');
  });

  it('shows in the browser once its chunk is in, with the props it is given', async () => {
    const { Part, arrive } = deferred();
    render(
      <main>
        <h1>Дрель</h1>
        <Part count={2} />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Дрель' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Отзывы' })).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('region', { name: 'Отзывы' })).toHaveTextContent('2 отзыва');
  });

  it('keeps its server HTML while its chunk comes, and carries out a press made before then', async () => {
    const page = (Part: ReturnType<typeof deferred>['Part']) => (
      <main>
        <h1>Дрель</h1>
        <Part count={3} />
      </main>
    );
    const server = deferred();
    const rendered = html(page(server.Part));
    server.arrive();
    const root = document.createElement('div');
    root.innerHTML = await rendered;
    document.body.append(root);

    const stop = holdEarlyPresses();
    const { Part, arrive } = deferred();
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, page(Part));
    });
    const reviews = screen.getByRole('region', { name: 'Отзывы' });
    expect(reviews).toHaveTextContent('3 отзыва');
    screen.getByRole('button', { name: 'Ещё' }).click();
    expect(reviews).toHaveTextContent('3 отзыва');
    await act(async () => arrive());
    // The same server HTML, hydrated, and the press carried out by its code.
    await expect.poll(() => reviews.textContent).toBe('4 отзыва Ещё');
    expect(reviews.isConnected).toBe(true);
    stop();
    act(() => hydrated?.unmount());
    root.remove();
  });

  it('takes presses at once when mounted again after its chunk has come', async () => {
    const stop = holdEarlyPresses();
    const { Part, arrive } = deferred();
    const first = render(<Part count={1} />);
    await act(async () => arrive());
    await screen.findByRole('region', { name: 'Отзывы' });
    first.unmount();
    // Its chunk is there: the part mounts whole, in one commit with its own element.
    render(<Part count={5} />);
    await act(async () => screen.getByRole('button', { name: 'Ещё' }).click());
    expect(screen.getByRole('region', { name: 'Отзывы' })).toHaveTextContent('6 отзыва');
    stop();
  });
});
