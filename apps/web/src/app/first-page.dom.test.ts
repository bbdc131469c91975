import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import { makeAppServices } from './app-services.ts';
import { startFirstPage } from './first-page.ts';
import { makeStore } from '@/lib/store.ts';

/** The page paths the BFF was asked for during a test. */
let asked: string[] = [];
afterEach(() => {
  server.events.removeAllListeners();
  asked = [];
});

function watchPageRequests() {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/page') asked.push(url.searchParams.get('path') ?? '');
  });
}

function services() {
  return makeAppServices(makeStore(), { navigate: () => {}, assign: () => {}, retry: false });
}

async function settled(queryClient: ReturnType<typeof services>['queryClient']) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the first page', () => {
  it('is asked for with the app, once, and cached for the page route under its key', async () => {
    watchPageRequests();
    const { queryClient } = services();
    startFirstPage(queryClient, { pathname: '/', search: '' });
    startFirstPage(queryClient, { pathname: '/', search: '' });
    await settled(queryClient);
    expect(asked).toEqual(['/']);
    expect(queryClient.getQueryData(pageQueryKey('/'))).toMatchObject({ route: 'main' });
  });

  it('keeps the query string, as the page route reads it', async () => {
    watchPageRequests();
    const { queryClient } = services();
    startFirstPage(queryClient, { pathname: '/legal/', search: '?from=footer' });
    await settled(queryClient);
    expect(asked).toEqual(['/legal/?from=footer']);
  });

  it.each(['/cart/', '/o/abc123/', '/order/history/', '/monitoring/', '/instrumenty'])(
    'is not asked for %s: another route renders it, or it is redirected first',
    async (pathname) => {
      watchPageRequests();
      const { queryClient } = services();
      startFirstPage(queryClient, { pathname, search: '' });
      await settled(queryClient);
      expect(asked).toEqual([]);
    },
  );

  it('leaves a failed page to the page route, with no toast', async () => {
    server.use(
      http.get('*/api/page', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Нет такой страницы' }],
            error: { message: 'Нет такой страницы', statusCode: 404 },
          },
          { status: 404 },
        ),
      ),
    );
    const store = makeStore();
    const { queryClient } = makeAppServices(store, { navigate: () => {}, assign: () => {}, retry: false });
    startFirstPage(queryClient, { pathname: '/nothing-here/', search: '' });
    await settled(queryClient);
    expect(queryClient.getQueryState(pageQueryKey('/nothing-here/'))?.status).toBe('error');
    expect(store.getState().ui.toasts).toEqual([]);
  });
});
