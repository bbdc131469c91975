import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_MONITORING_API_KEY, MONITORING_KEY_REFUSED } from '@shop/contracts/monitoring.ts';
import type { Store } from '../db/store.ts';
import { failBody, okBody } from '../http/reply-shapes.ts';
import type { ReplyShape } from '../http/reply-shapes.ts';
import { portraitSchema, portraitSvg } from './portrait-svg.ts';
import { salesDataset } from './sales-board.ts';

export interface MonitoringRoutesOptions {
  apiKey?: string;
  clock?: () => Date;
}

const API_KEY_PARAM = 'x-api-key';
const SVG_FILE = /^([1-9]\d{0,5})\.svg$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The sales monitoring display's paths (product-widgets-monitoring.md §7). The display sends its
 * key as the x-api-key query parameter; a wrong or missing key gets no data (§6 leaves the
 * enforcement open): an HTTP 200 FAIL whose body names 401, like the shop's other refusals.
 */
export function registerMonitoringRoutes(app: FastifyInstance, store: Store, options: MonitoringRoutesOptions = {}): void {
  const expected = digest(options.apiKey ?? DEFAULT_MONITORING_API_KEY);
  const clock = options.clock ?? (() => new Date());

  function refused(request: FastifyRequest, reply: FastifyReply, shape: ReplyShape): boolean {
    const given = (request.query as Record<string, unknown>)[API_KEY_PARAM];
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return false;
    request.log.info('monitoring request with a wrong key');
    void reply.code(200).send(failBody(shape, { error: MONITORING_KEY_REFUSED }, { statusCode: 401 }));
    return true;
  }

  app.get('/api/v1/monitoring/isSalesUpdated/', { config: { shape: 'status', session: false } }, async (request, reply) => {
    if (refused(request, reply, 'status')) return reply;
    return okBody('status', { updated: store.monitoring.takeUpdate() });
  });

  app.get('/api/v1/monitoring/getSalesData/', { config: { shape: 'rqStatus', session: false } }, async (request, reply) => {
    if (refused(request, reply, 'rqStatus')) return reply;
    return store.db
      .transaction(() => {
        store.monitoring.clearUpdate();
        return okBody('rqStatus', salesDataset(store.monitoring, clock()));
      })
      .immediate();
  });

  app.get<{ Params: { file: string } }>('/img/e/:file', { config: { session: false } }, async (request, reply) => {
    const id = Number(SVG_FILE.exec(request.params.file)?.[1]);
    const employee = id ? store.monitoring.employee(id) : undefined;
    const portrait = employee ? portraitSchema.safeParse(JSON.parse(employee.portrait)) : undefined;
    if (!employee || !portrait?.success) return reply.code(404).send(failBody('status', { error: 'Изображение не найдено' }));
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(portraitSvg(portrait.data, employee.name));
  });
}
