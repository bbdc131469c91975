import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@shop/contracts/routes.ts';
import { handle, ok } from '@shop/mocks/contract-handler.ts';
import { initialComments, reviewsOf, shortReviewsOf, writtenComment } from '@shop/mocks/fixtures/product.ts';
import type { ProductComment } from '@shop/mocks/fixtures/product.ts';
import { signIn } from '@shop/mocks/state.ts';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});

/** The shop keeps what the test writes and deletes, so the reviews read again follow it (the mocks keep no comments). */
function keepComments() {
  let comments: ProductComment[] = initialComments.map((entry) => ({ ...entry, editable: true }));
  const count = (productId: number) => reviewsOf(productId, comments).active_comment_count;
  server.use(
    handle(contract.product.addComment, ({ body }) => {
      const comment = writtenComment(body);
      comments = [{ ...comment, productId: body.productId }, ...comments];
      return ok({ comment, active_comment_count: count(body.productId) });
    }),
    handle(contract.product.deleteComment, ({ params }) => {
      const productId = comments.find((entry) => entry.id === params.id)?.productId ?? 0;
      const deleted = [params.id, ...comments.filter((entry) => entry.parent_id === params.id).map((entry) => entry.id)];
      comments = comments.filter((entry) => !deleted.includes(entry.id));
      return ok({ deleted, active_comment_count: count(productId) });
    }),
    handle(contract.product.getReviews, ({ params }) => ok(reviewsOf(params.productId, comments, true))),
    handle(contract.product.getShortReviews, ({ params }) => ok(shortReviewsOf(params.productId, comments))),
  );
}

async function openReviews(url = DRILL) {
  renderApp(url);
  return screen.findByRole('region', { name: /^Отзывы \d/ });
}

describe('reviews and forum', () => {
  it('titles the sections and lists comments with the author link /~{author}/', async () => {
    const reviews = await openReviews();
    expect(within(reviews).getByRole('heading', { name: /^Отзывы \d/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Обсуждения/ })).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Сергей К.' })).toHaveAttribute('href', `/~${encodeURIComponent('Сергей К.')}/`);
  });

  it('shows the empty states', async () => {
    renderApp('/samorezy-po-derevu-35x35/');
    expect(await screen.findByText('Отзывов пока нет, ваш может быть первым', {})).toBeInTheDocument();
    expect(screen.getByText('Обсуждений пока нет, вы можете быть первым')).toBeInTheDocument();
  });

  it('the star filter toggles a level in and out', async () => {
    const user = userEvent.setup();
    const reviews = await openReviews();
    const filter = within(reviews).getByRole('group', { name: 'Фильтр по оценке' });
    await user.click(within(filter).getByRole('button', { name: /^5 звёзд/ }));
    expect(within(reviews).getByText('Купил для ремонта, работает без нареканий.')).toBeInTheDocument();
    expect(within(reviews).getByText('Спасибо за отзыв!')).toBeInTheDocument();
    expect(within(reviews).queryByText('Аккумулятор держит мало.')).not.toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: /^2 звезды/ }));
    expect(within(reviews).getByText('Аккумулятор держит мало.')).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: /^5 звёзд/ }));
    expect(within(reviews).queryByText('Купил для ремонта, работает без нареканий.')).not.toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: /^2 звезды/ }));
    expect(within(reviews).getByText('Хорошая дрель за свои деньги.')).toBeInTheDocument();
  });

  it('a guest gets the sign-in modal instead of the review form, and no rate controls', async () => {
    const user = userEvent.setup();
    const reviews = await openReviews();
    expect(within(reviews).queryByRole('button', { name: '+1 — полезный комментарий' })).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await user.click(within(reviews).getByRole('button', { name: 'Написать отзыв' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Отзыв о товаре' })).not.toBeInTheDocument();
  });

  it('reply appears only when the list allows replies', async () => {
    server.use(
      http.get('*/api/page', async ({ request }) => {
        const { pages } = await import('@shop/mocks/fixtures/page.ts');
        const page = pages[DRILL];
        if (!page) throw new Error('no page');
        const sections = page.sections as { reviews: { allowReplies: boolean } };
        void request;
        return HttpResponse.json({
          status: 'OK',
          data: { ...page, sections: { ...sections, reviews: { ...sections.reviews, allowReplies: false } } },
          messages: [],
        });
      }),
    );
    const reviews = await openReviews();
    expect(within(reviews).queryByRole('button', { name: 'Ответить' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Обсуждения/ })).getAllByRole('button', { name: 'Ответить' }).length).toBeGreaterThan(
      0,
    );
  });

  describe('signed in (the demo buyer moderates)', () => {
    it('writes a review with stars; markup in it shows as text', async () => {
      signIn();
      keepComments();
      const user = userEvent.setup();
      const reviews = await openReviews();
      await user.click(within(reviews).getByRole('button', { name: 'Написать отзыв' }));
      const dialog = await screen.findByRole('dialog', { name: 'Отзыв о товаре' });
      await user.click(within(dialog).getByRole('radio', { name: 'Оценка 4 из 5' }));
      await user.type(within(dialog).getByLabelText('Текст'), '<b>Крепкая</b> дрель');
      await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отзыв о товаре' })).not.toBeInTheDocument());
      expect(within(reviews).getByText('<b>Крепкая</b> дрель')).toBeInTheDocument();
      expect(reviews.querySelector('b')).toBeNull();
      // The star filter's counts and the short reviews follow the new review.
      const filter = within(reviews).getByRole('group', { name: 'Фильтр по оценке' });
      expect(await within(filter).findByRole('button', { name: '4 звезды: 2' })).toBeInTheDocument();
      expect(await within(screen.getByRole('region', { name: 'Отзывы покупателей' })).findByText('по 4 оценкам')).toBeInTheDocument();
    });

    it('a refused comment keeps the typed text and shows why', async () => {
      signIn();
      server.use(
        http.post('*/api/comments', () =>
          HttpResponse.json(
            { status: 'FAIL', data: null, messages: [{ kind: 'error', text: 'Слишком часто' }], error: { message: 'x', statusCode: 409 } },
            { status: 409 },
          ),
        ),
      );
      const user = userEvent.setup();
      await openReviews();
      const forum = screen.getByRole('region', { name: /^Обсуждения/ });
      await user.click(within(forum).getByRole('button', { name: 'Задать вопрос' }));
      const dialog = await screen.findByRole('dialog', { name: 'Вопрос или комментарий' });
      await user.type(within(dialog).getByLabelText('Текст'), 'Есть ли кейс?');
      await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Слишком часто');
      expect(within(dialog).getByLabelText('Текст')).toHaveValue('Есть ли кейс?');
    });

    it('rates a comment +1', async () => {
      signIn();
      const user = userEvent.setup();
      const reviews = await openReviews();
      const first = within(reviews).getByText('Хорошая дрель за свои деньги.').closest('li') as HTMLElement;
      await user.click(within(first).getByRole('button', { name: '+1 — полезный комментарий' }));
      expect(await within(first).findByText('Рейтинг комментария: +2')).toHaveClass('visually-hidden');
      expect(within(first).getByText('+2')).toHaveAttribute('aria-hidden', 'true');
    });

    it('deletes a comment with its replies after confirmation; Отмена keeps it', async () => {
      signIn();
      keepComments();
      const user = userEvent.setup();
      const reviews = await openReviews();
      const first = within(reviews).getByText('Купил для ремонта, работает без нареканий.').closest('li') as HTMLElement;
      // The page data was made for a guest: the moderator's list comes with its own call.
      await user.click(await within(first).findByRole('button', { name: 'Удалить' }));
      let dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Комментарий будет удалён без возможности восстановления. Продолжить?');
      // The safe choice has the focus: Enter keeps the comment.
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      expect(within(reviews).getByText('Купил для ремонта, работает без нареканий.')).toBeInTheDocument();
      await user.click(within(first).getByRole('button', { name: 'Удалить' }));
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Да' }));
      await waitFor(() => expect(within(reviews).queryByText('Купил для ремонта, работает без нареканий.')).not.toBeInTheDocument());
      expect(within(reviews).queryByText('Спасибо за отзыв!')).not.toBeInTheDocument();
    });
  });
});

describe('short reviews', () => {
  it('shows the rating by count of ratings and links to all reviews', async () => {
    renderApp(DRILL);
    const short = await screen.findByRole('region', { name: 'Отзывы покупателей' });
    expect(within(short).getByText('по 3 оценкам')).toBeInTheDocument();
    expect(within(short).getByRole('link', { name: 'Все отзывы' })).toHaveAttribute('href', '#reviews');
  });
});
