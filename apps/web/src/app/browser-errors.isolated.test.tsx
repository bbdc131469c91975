import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserErrorBeaconSchema, type BrowserErrorBeacon } from '@shop/contracts/browser-errors.ts';
import { BROWSER_ERRORS_PER_PAGE } from '@/lib/browser-error-reporter.ts';
import { catchBrowserErrors } from '@/lib/browser-errors.ts';
import { loadChunk, page } from '@/lib/chunk-reload.ts';
import { reportBrowserErrorsOn, reportFailedHydration } from './browser-errors.ts';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';

const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>();
const entry = document.createElement('script');

beforeAll(() => {
  // The served page's entry, which names the build.
  entry.type = 'module';
  entry.src = '/assets/index-CbEQwiCh.js';
  document.head.append(entry);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  catchBrowserErrors();
});
afterAll(() => entry.remove());
beforeEach(() => {
  sendBeacon.mockReset().mockReturnValue(true);
  vi.spyOn(page, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.sessionStorage.clear();
});

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** The beacons sent so far, each checked against the BFF's contract. */
async function beacons(): Promise<BrowserErrorBeacon[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, blob]) => {
      expect(url).toBe('/api/browser-errors');
      expect(blob.type).toBe('application/json');
      return browserErrorBeaconSchema.parse(JSON.parse(await textOf(blob)));
    }),
  );
}

/** Throws where the error event's listener is told, as an uncaught error would be. */
function throwUncaught(error: Error) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${error.message}` }));
}

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'price')");
}

describe('browser error reports', () => {
  it('keeps errors from before the app was ready and sends them with the page it hydrated', async () => {
    throwUncaught(new Error('Ранняя ошибка'));
    expect(sendBeacon).not.toHaveBeenCalled();

    reportBrowserErrorsOn({ route: 'catalog', layout: 'mobile' });
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    const [beacon] = await beacons();
    expect(beacon).toEqual({
      kind: 'error',
      message: 'Error: Ранняя ошибка',
      frame: expect.stringMatching(/browser-errors\.isolated\.test\.tsx:\d+:\d+$/),
      route: 'catalog',
      layout: 'mobile',
      release: 'CbEQwiCh',
    });
  });

  it('sends an unhandled rejection, filed under the page shown now', async () => {
    reportBrowserErrorsOn({ route: 'cart', layout: 'desktop' });
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('Отказ без обработчика') }));
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(await beacons()).toMatchObject([
      { kind: 'rejection', message: 'Error: Отказ без обработчика', route: 'cart', layout: 'desktop' },
    ]);
  });

  it('sends what a route error boundary caught, once', async () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary fallback={() => <p>Что-то пошло не так</p>}>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Что-то пошло не так')).toBeDefined();
    expect(await beacons()).toMatchObject([
      { kind: 'boundary', message: "TypeError: Cannot read properties of undefined (reading 'price')" },
    ]);
  });

  it('sends a chunk that failed to load, before the reload, and not again when a boundary catches it too', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/cart-screen-AbCd1234.js');
    void loadChunk(() => Promise.reject(gone));
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await beacons()).toMatchObject([{ kind: 'chunk', message: `TypeError: ${gone.message}` }]);

    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: gone }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends a page the app could not hydrate as the server rendered it', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Нарисовано сервером</p>';
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, <p>Нарисовано в браузере</p>, { onRecoverableError: reportFailedHydration });
    });
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(await beacons()).toMatchObject([{ kind: 'hydration', message: expect.stringContaining('Hydration failed') }]);
    root.remove();
  });

  it(`sends at most ${BROWSER_ERRORS_PER_PAGE} beacons a page, however many errors come`, () => {
    for (let index = 0; index < 30; index += 1) throwUncaught(new Error(`Ошибка в цикле ${index}`));
    // This file's earlier tests sent 5 of the page's allowance.
    expect(sendBeacon).toHaveBeenCalledTimes(BROWSER_ERRORS_PER_PAGE - 5);
  });
});
