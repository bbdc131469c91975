import { z } from 'zod';
import { siteVersionSchema } from './enums.ts';
import { pageRouteSchema } from './page.ts';
import { defineRoutes, routeTable } from './browser/route.ts';
import { VITAL_CLS_MAX, VITAL_NAMES, VITAL_TIMING_MAX_MS, VITAL_TIMING_NAMES, VITALS_PER_BEACON } from './browser/beacons.ts';

export {
  VITAL_CLS_MAX,
  VITAL_NAMES,
  VITAL_TIMING_MAX_MS,
  VITAL_TIMING_NAMES,
  VITALS_PER_BEACON,
  isVitalValueSendable,
  type VitalName,
} from './browser/beacons.ts';

/**
 * Web vitals measured in shoppers' browsers. A beacon says which kind of page was measured (the
 * server's route type, or the sales board) and in which layout, and nothing about the shopper:
 * no address, no query, no identifier.
 */

/** The page route types, and the sales board, which has no page data of its own. */
export const vitalsRouteSchema = z.enum([...pageRouteSchema.options, 'monitoring'], {
  error: 'Тип страницы: один из типов страниц сервера',
});
export type VitalsRoute = z.infer<typeof vitalsRouteSchema>;

const timingSchema = z
  .number({ error: 'Время должно быть числом' })
  .min(0, 'Время не может быть меньше 0')
  .max(VITAL_TIMING_MAX_MS, `Время должно быть не больше ${VITAL_TIMING_MAX_MS} мс`);

export const vitalEntrySchema = z.discriminatedUnion(
  'name',
  [
    z.object({
      name: z.literal('CLS'),
      value: z
        .number({ error: 'Сдвиг макета должен быть числом' })
        .min(0, 'Сдвиг макета не может быть меньше 0')
        .max(VITAL_CLS_MAX, `Сдвиг макета должен быть не больше ${VITAL_CLS_MAX}`),
    }),
    z.object({ name: z.enum(VITAL_TIMING_NAMES), value: timingSchema }),
  ],
  { error: `Показатель: ${VITAL_NAMES.join(', ')}` },
);
export type VitalEntry = z.infer<typeof vitalEntrySchema>;

export const vitalsBeaconSchema = z.object({
  route: vitalsRouteSchema,
  layout: siteVersionSchema,
  metrics: z
    .array(vitalEntrySchema, { error: 'Замеры должны быть списком' })
    .min(1, 'Нет ни одного замера')
    .max(VITALS_PER_BEACON, `Не больше ${VITALS_PER_BEACON} замеров за раз`),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

export const vitalsRoutes = defineRoutes(routeTable.vitals, 'vitals', {
  report: {
    summary: 'Web vitals of one page, sent by the browser as a beacon when the page is hidden',
    description: `The web app sends one beacon (\`navigator.sendBeacon\`, a JSON Blob; a keepalive \`fetch\` where refused) each time a page is hidden or left: LCP, INP, CLS, FCP and TTFB from the web-vitals library, and \`AppReady\`, the time from the navigation's start until the app hydrated the page (\`html[data-app-ready]\`). \`route\` (the route type as the server names it) and \`layout\` are those of the page the shopper landed on. Values are finite, ≥ 0 and at most ${VITAL_TIMING_MAX_MS} ms (CLS at most ${VITAL_CLS_MAX}); a body over 16 KB is 413, a cross-site post 403. With \`WEB_VITALS=off\` beacons are still checked and answered \`{recorded: 0}\` (OPERATIONS.md, "Web vitals")`,
    body: vitalsBeaconSchema,
    reply: z.object({ recorded: z.number().int().nonnegative() }),
    failures: [429],
  },
});
