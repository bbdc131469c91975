import { MockAgent } from 'undici';
import { buildApp } from '../app.ts';

/** A JSON schema as the OpenAPI document gives it (OpenAPI 3.0, from the contracts' zod schemas). */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: readonly unknown[];
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: readonly string[];
  parameters?: readonly Parameter[];
  requestBody?: { content: Readonly<Record<string, { schema?: JsonSchema }>> };
  responses: Readonly<Record<string, { content?: Readonly<Record<string, { schema?: JsonSchema }>> }>>;
  'x-cache'?: 'shared' | 'personal';
  'x-rate-limits'?: ReadonlyArray<{ limit: string; max: number; windowSeconds: number }>;
}

export interface OpenApiDocument {
  tags?: ReadonlyArray<{ name: string; description?: string }>;
  paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
}

/** The document /api/docs/json serves, from an app that reaches no upstream and serves no web build. */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const dispatcher = new MockAgent();
  dispatcher.disableNetConnect();
  const app = await buildApp({
    upstreamUrl: 'http://upstream.invalid',
    upstreamTimeoutMs: 1000,
    webDist: '/nonexistent/web/dist',
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    dispatcher,
  });
  try {
    await app.ready();
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
    await dispatcher.close();
  }
}
