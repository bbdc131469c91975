import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import { DEFAULT_MONITORING_API_KEY, MONITORING_POLL_MS } from '@shop/contracts/browser/monitoring.ts';
import { ok } from '@shop/mocks/contract-handler.ts';
import { salesDatasetFixture } from '@shop/mocks/fixtures/checkout.ts';
import { makeAppServices } from '@/app/app-services.ts';
import { makeStore } from '@/lib/store.ts';
import { getSales, salesQueryKey, salesQueryOptions } from '@/features/monitoring/api/get-sales.ts';
import { getSalesUpdated } from '@/features/monitoring/api/get-updates.ts';
import { startBoardPoller } from './board-poller.ts';
import { boardReducer, initialBoardState } from './board-state.ts';
import type { BoardState } from './board-state.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const KEY = DEFAULT_MONITORING_API_KEY;
const POLLS_PER_HOUR = 3_600_000 / MONITORING_POLL_MS;
/**
 * Six hours of polls in the suite (an outage included); `BOARD_HOURS=24` runs the staff's whole day
 * (57 600 polls, about four times as long): `BOARD_HOURS=24 pnpm exec vitest run board-memory`.
 */
const HOURS = Number(process.env.BOARD_HOURS ?? 6);
const OUTAGES = Array.from({ length: HOURS }, (_, hour) => hour % 6 === 3).filter(Boolean).length;

function heapAfterGc(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 100) / 100;

/** A new dataset on each read, as the shop sends: the old one must be let go. */
function datasetNumber(n: number): SalesDataset {
  return {
    ...salesDatasetFixture,
    orders_values: Array.from({ length: 5 }, (_, index) => ({
      img: `/img/e/${(index % 5) + 1}.svg`,
      name: salesDatasetFixture.sales_values[index % 5]!.name,
      param1: `ИМ-${n * 5 + index} — ${1_000 + n} ₽`,
    })),
  };
}

describe(`the board over ${HOURS} hours of polls`, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`keeps its memory, timers and cache flat over ${HOURS * POLLS_PER_HOUR} polls with refreshes and outages`, async () => {
    let poll = 0;
    let reads = 0;
    let down = false;
    // The shop behind a stubbed fetch: the real callApi reads real Response objects, without the
    // cost of MSW's interception 57 600 times (the component tests cover the board over MSW).
    const shop = async (input: RequestInfo | URL): Promise<Response> => {
      const url = new URL(String(input));
      if (down) throw new TypeError('fetch failed');
      if (url.pathname === '/api/monitoring/updates') {
        poll += 1;
        // A new order about every minute.
        return Response.json(ok({ updated: poll % 40 === 0 }));
      }
      reads += 1;
      return Response.json(ok(datasetNumber(reads)));
    };
    vi.stubGlobal('fetch', shop);

    const { api, queryClient } = makeAppServices(makeStore(), { navigate: () => {}, retry: false });
    // The board's own observer, as useQuery holds it while the screen is up.
    const observer = new QueryObserver(queryClient, salesQueryOptions(KEY));
    const unsubscribe = observer.subscribe(() => {});
    let state: BoardState = initialBoardState;
    const poller = startBoardPoller({
      checkUpdated: (signal) => getSalesUpdated(api, KEY, signal),
      reloadSales: async (signal) => {
        await queryClient.fetchQuery({ ...salesQueryOptions(KEY), queryFn: () => getSales(api, KEY, signal), staleTime: 0 });
      },
      needsReload: () => queryClient.getQueryState(salesQueryKey(KEY))?.status === 'error',
      onEvent: (event) => {
        state = boardReducer(state, event);
      },
    });
    await vi.advanceTimersByTimeAsync(10);

    const samples: number[] = [];
    let maxTimers = 0;
    const start = performance.now();
    for (let hour = 0; hour < HOURS; hour += 1) {
      // An outage of two minutes every sixth hour: the poll backs off and comes back.
      down = hour % 6 === 3;
      const outageEnds = down ? 2 * 60_000 : 0;
      for (let elapsed = 0; elapsed < 3_600_000; elapsed += MONITORING_POLL_MS) {
        if (down && elapsed >= outageEnds) down = false;
        await vi.advanceTimersByTimeAsync(MONITORING_POLL_MS);
        maxTimers = Math.max(maxTimers, vi.getTimerCount());
      }
      if (hour === 0 || hour % 6 === 5 || hour === HOURS - 1) samples.push(heapAfterGc());
    }
    const seconds = (performance.now() - start) / 1_000;

    const [afterFirstHour, ...later] = samples;
    const last = later.at(-1)!;
    console.info(
      `${HOURS} h board: ${poll} polls, ${reads} dataset reads, round ${state.round}, ${seconds.toFixed(1)} s; ` +
        `heap after GC ${samples.map(mb).join(' / ')} MB (growth after the first hour ${mb(last - afterFirstHour!)} MB); ` +
        `timers at most ${maxTimers}; queries ${queryClient.getQueryCache().getAll().length}`,
    );

    // Every poll happened (minus the outages' backoff) and every flag refreshed the board.
    expect(poll).toBeGreaterThan(HOURS * POLLS_PER_HOUR - OUTAGES * POLLS_PER_HOUR * 0.05);
    // A new order about every 40 polls, each one a round of the board.
    expect(state.round).toBeGreaterThan((poll / 40) * 0.9);
    expect(state.status).toBe('live');
    // Nothing accumulates: one pending poll (plus a request deadline), one cache entry, flat heap.
    expect(maxTimers).toBeLessThanOrEqual(2);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(last - afterFirstHour!).toBeLessThan(4 * 1_048_576);

    poller.stop();
    unsubscribe();
    queryClient.clear();
    await vi.advanceTimersByTimeAsync(MONITORING_POLL_MS * 10);
    expect(vi.getTimerCount()).toBe(0);
  }, 600_000);
});
