import { openApiDocument } from '@/lib/api/openapi/document';
import { methodNotAllowed } from '@/lib/server/http/route';

let serialized: string | undefined;

/**
 * GET /openapi.json: this API described as OpenAPI 3.1 (lib/api/openapi/), a raw JSON document
 * (not the envelope), public and cacheable: it changes only with a deployment.
 */
export async function GET(): Promise<Response> {
  serialized ??= JSON.stringify(openApiDocument());
  return new Response(serialized, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' },
  });
}
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
