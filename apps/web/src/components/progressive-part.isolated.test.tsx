import { act, render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { progressivePart } from './progressive-part.tsx';

function Reviews({ count }: { count: number }) {
  return <section aria-label="Отзывы">{count} отзыва</section>;
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
    expect(await rendered).toContain('<section aria-label="Отзывы">3<!-- --> отзыва</section>');
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
});
