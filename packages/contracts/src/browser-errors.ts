import { z } from 'zod';
import { BROWSER_ERROR_FRAME_MAX, BROWSER_ERROR_KINDS, BROWSER_ERROR_MESSAGE_MAX, RELEASE_PATTERN } from './browser/beacons.ts';
import { siteVersionSchema } from './enums.ts';
import { defineRoutes, routeTable } from './browser/route.ts';
import { vitalsRouteSchema } from './vitals.ts';

export {
  BROWSER_ERROR_FRAME_MAX,
  BROWSER_ERROR_KINDS,
  BROWSER_ERROR_MESSAGE_MAX,
  RELEASE_PATTERN,
  releaseOfEntry,
  type BrowserErrorKind,
} from './browser/beacons.ts';

/**
 * An error in a shopper's browser: what kind, its message and the stack's top frame, the page's
 * route type and layout, and the build it ran. Nothing about the shopper; the BFF still strips
 * what a message may carry of them before it counts or logs it.
 */
export const browserErrorBeaconSchema = z.object({
  kind: z.enum(BROWSER_ERROR_KINDS, { error: `Вид ошибки: ${BROWSER_ERROR_KINDS.join(', ')}` }),
  message: z
    .string({ error: 'Сообщение должно быть строкой' })
    .max(BROWSER_ERROR_MESSAGE_MAX, `Сообщение не длиннее ${BROWSER_ERROR_MESSAGE_MAX} символов`),
  frame: z
    .string({ error: 'Место ошибки должно быть строкой' })
    .max(BROWSER_ERROR_FRAME_MAX, `Место ошибки не длиннее ${BROWSER_ERROR_FRAME_MAX} символов`),
  route: vitalsRouteSchema,
  layout: siteVersionSchema,
  release: z.string({ error: 'Сборка должна быть строкой' }).regex(RELEASE_PATTERN, 'Сборка: до 32 латинских букв, цифр, _ и -'),
});
export type BrowserErrorBeacon = z.infer<typeof browserErrorBeaconSchema>;

export const browserErrorsRoutes = defineRoutes(routeTable.browserErrors, 'browserErrors', {
  report: {
    summary: "An error in a shopper's browser, sent as a beacon: counted by kind, and logged once a window per fingerprint",
    description: `One beacon an error, at most 10 a page, an error seen on the page once. \`kind\`: \`error\` (uncaught), \`rejection\` (unhandled), \`boundary\` (an error boundary caught it), \`chunk\` (a code chunk failed to load, sent before the page reloads) or \`hydration\` (React's \`onRecoverableError\` while taking a server-rendered page over); the message and the top stack frame (file:line:col); the route type and layout shown; \`release\`, the hash in the name of the build's entry chunk (\`assets/index-<release>.js\`). Errors from before the app is ready are held and sent once it is. A body over 4 KB is 413, a cross-site post 403. With \`BROWSER_ERRORS=off\` beacons are still checked and answered \`{recorded: false}\` (OPERATIONS.md, "Browser errors")`,
    body: browserErrorBeaconSchema,
    reply: z.object({ recorded: z.boolean() }),
    failures: [429],
  },
});
