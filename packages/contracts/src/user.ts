import { z } from 'zod';
import { defineRoute } from './route.ts';
import { siteVersionSchema } from './enums.ts';

export const userRoutes = {
  setSiteVersion: defineRoute({
    method: 'PUT',
    path: '/api/user/site-version',
    tag: 'user',
    summary: 'Save the shopper’s preferred layout (desktop or mobile)',
    body: z.object({ version: siteVersionSchema }),
    reply: z.object({ version: siteVersionSchema }),
  }),
} as const;
