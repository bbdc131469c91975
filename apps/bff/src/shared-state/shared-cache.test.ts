import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const calls = (path: string) => t.upstreamCalls().filter((call) => call.path.split('?')[0] === path).length;
const moscow = { id: 1, sysCityId: 1001, name: 'Москва', lat: 55.7558, lng: 37.6173, bold: true, icon: true };
const tabloid = { widget_key: 'main_note', widgetTypeName: 'tabloid', widgetType: 1, is_empty_content: false, htmlCode: '<p>Скидки</p>' };

describe('the shared cache', () => {
  it('answers the same cities to every shopper from one upstream call, per site-version', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [moscow] })).times(2);
    const first = await t.app.inject({ url: '/api/cities', headers: { cookie: 'sid=a' } });
    const second = await t.app.inject({ url: '/api/cities', headers: { cookie: 'sid=b' } });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json()).toEqual(first.json());
    expect(calls('/api/v1/TC/getCitiesList/')).toBe(1);
    await t.app.inject({ url: '/api/cities', headers: { 'site-version': 'mobile' } });
    expect(calls('/api/v1/TC/getCitiesList/')).toBe(2);
  });

  it('makes one upstream call for many shoppers asking at once', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/Cities/getPointsByCityId/', 200, legacy.rq({ points: [] })).delay(50);
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url: '/api/cities/1/points' })));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(calls('/api/v1/Cities/getPointsByCityId/')).toBe(1);
  });

  it('keeps nothing that sets a cookie, nor a failure', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [moscow] }), {
      'set-cookie': 'sid=new; Path=/',
    });
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 500, legacy.rqFail({ error: 'Ошибка' }));
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [moscow] }));
    expect((await t.app.inject({ url: '/api/cities' })).headers['set-cookie']).toEqual(['sid=new; Path=/']);
    expect((await t.app.inject({ url: '/api/cities' })).statusCode).toBe(500);
    expect((await t.app.inject({ url: '/api/cities' })).statusCode).toBe(200);
    expect(calls('/api/v1/TC/getCitiesList/')).toBe(3);
  });

  it('shares a banner widget but never one with product tiles (they carry the shopper’s favourites)', async () => {
    answerUpstream(
      t.upstream,
      'GET',
      '/api/v1/widgets/getWidget/',
      200,
      legacy.status({ widgetKey: 'main_note', widgetHash: 'a1', notModified: false, widgetData: tabloid }),
    );
    await t.app.inject({ url: '/api/widgets/main_note' });
    await t.app.inject({ url: '/api/widgets/main_note' });
    expect(calls('/api/v1/widgets/getWidget/')).toBe(1);

    const palisade = { widgetKey: 'main_goods', widgetHash: 'a2', notModified: true };
    answerUpstream(t.upstream, 'GET', '/api/v1/widgets/getWidget/', 200, legacy.status(palisade)).times(2);
    await t.app.inject({ url: '/api/widgets/main_goods?hash=a2' });
    await t.app.inject({ url: '/api/widgets/main_goods?hash=a2' });
    expect(calls('/api/v1/widgets/getWidget/')).toBe(3);
  });

  it('answers the new list once the cached one has expired, not the one it sent before', async () => {
    const short = await buildTestApp({ sharedCacheTtlMs: 40 });
    try {
      const kazan = { ...moscow, id: 2, sysCityId: 1002, name: 'Казань' };
      answerUpstream(short.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [moscow] }));
      answerUpstream(short.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [kazan] }));
      const names = async () =>
        (await short.app.inject({ url: '/api/cities' }))
          .json<{ data: { cities: { name: string }[] } }>()
          .data.cities.map((city) => city.name);
      expect(await names()).toEqual(['Москва']);
      expect(await names()).toEqual(['Москва']);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(await names()).toEqual(['Казань']);
      expect(await names()).toEqual(['Казань']);
    } finally {
      await short.close();
    }
  });

  it('counts hits and misses in the metrics', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [moscow] }));
    await t.app.inject({ url: '/api/cities' });
    await t.app.inject({ url: '/api/cities' });
    const metrics = await t.app.inject({ url: '/api/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('bff_shared_cache_requests_total{route="/api/cities",outcome="miss"} 1');
    expect(metrics.body).toContain('bff_shared_cache_requests_total{route="/api/cities",outcome="hit"} 1');
    expect(metrics.body).toMatch(/bff_http_requests_total\{route="\/api\/cities",method="GET",status="200"\} 2/);
    expect(metrics.body).toMatch(/bff_upstream_request_duration_seconds_count\{method="GET",outcome="200"\} 1/);
  });
});
