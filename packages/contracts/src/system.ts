import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';

export const systemRoutes = defineRoutes(routeTable.system, 'system', {
  health: {
    summary: 'The BFF process is up',
    reply: z.object({ uptimeSeconds: z.number().nonnegative() }),
  },
  ready: {
    summary: 'The BFF can serve shoppers: the upstream answers (ready), or it does not and cached pages stand in (degraded)',
    description:
      '503 only when the upstream does not answer and no cached page stands in for it (SERVER-RENDERING.md, "Guest pages from a shared cache")',
    reply: z.object({
      state: z.enum(['ready', 'degraded']),
      upstream: z.enum(['up', 'down']),
      latencyMs: z.number().nonnegative(),
    }),
    failures: [503],
  },
});
