import { writeFile } from 'node:fs/promises';
import { ENDPOINTS_FILE, renderEndpoints } from './endpoints-reference.ts';
import { openApiDocument } from './openapi-document.ts';

await writeFile(ENDPOINTS_FILE, renderEndpoints(await openApiDocument()));
