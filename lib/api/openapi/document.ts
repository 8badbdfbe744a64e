import { HTTP } from '@/lib/config';
import type { Schema } from '@/lib/validation/kit';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { ROUTE_TABLES } from './routes';
import { METHODS, type FieldKind, type Fields, type Method, type NamedSchema, type Operation } from './types';

/*
 * The API's description (OpenAPI 3.1), built from the route tables in ./routes and the same zod
 * schemas the routes validate with. Built once per process: see `openApiDocument`.
 */

export type OpenApiDocument = JsonSchema & { openapi: '3.1.0'; paths: Record<string, Partial<Record<Lowercase<Method>, JsonSchema>>> };

const JSON_TYPE = 'application/json';
const BODY_TYPES = [JSON_TYPE, 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;
const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The answers every operation may give, by what declares them. */
const PROBLEMS: Record<string, { status: number; description: string }> = {
  InvalidInput: { status: 400, description: 'A field is wrong: `result.errors` holds a translated message per field (a malformed body or query is 400 too).' },
  Unauthorized: { status: 401, description: 'No live session (a dead `token` cookie is cleared).' },
  CrossSite: { status: 403, description: 'Sent from another site.' },
  NotFound: { status: 404, description: 'No such resource, or not one the caller may see (the back office answers 404 to anyone without the role).' },
  TooLarge: { status: 413, description: `The body is over its limit (${HTTP.maxBodyBytes / 1024} KB for JSON and forms).` },
  UnsupportedType: { status: 415, description: 'The body is neither JSON nor a form.' },
  TooManyRequests: { status: 429, description: 'Too many attempts: wait as long as `Retry-After` says.' },
  ServerError: { status: 500, description: 'Something failed on the server (logged; the answer carries no detail).' },
};

function envelopeOf(result: JsonSchema, status?: 'success' | 'fail'): JsonSchema {
  return {
    allOf: [ref('schemas', 'Envelope'), { type: 'object', properties: { result, ...(status ? { status: { const: status } } : {}) } }],
  };
}

function components(schemas: Record<string, JsonSchema>): JsonSchema {
  const responses = Object.fromEntries(
    Object.entries(PROBLEMS).map(([name, { description, status }]) => [
      name,
      { description, content: { [JSON_TYPE]: { schema: name === 'InvalidInput' ? ref('schemas', 'InvalidInput') : ref('schemas', 'Failure') } }, 'x-status': status },
    ]),
  );
  return {
    schemas: {
      Envelope: {
        type: 'object',
        description: 'Every answer of /v1: `code` is the HTTP status, `message` a translated text, `result` the data.',
        required: ['code', 'result', 'message', 'status'],
        properties: { code: { type: 'integer' }, result: {}, message: { type: 'string' }, status: { enum: ['success', 'fail'] } },
      },
      Failure: envelopeOf({}, 'fail'),
      InvalidInput: envelopeOf({ type: 'object', properties: { errors: { type: 'object', additionalProperties: { type: 'string' } } } }, 'fail'),
      ...schemas,
    },
    responses,
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The session cookie set by a login.' },
      bearer: { type: 'http', scheme: 'bearer', description: "The login's `access_token`, where a cookie cannot go." },
    },
  };
}

/** Collects the named schemas of the tables as components, each described once. */
class SchemaRegistry {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly seen = new Map<string, Schema>();

  /** A schema with no exported name, kept once under a name of the operation's. */
  anonymous(name: string, schema: JsonSchema): JsonSchema {
    this.schemas[name] = schema;
    return ref('schemas', name);
  }

  ref(named: NamedSchema): JsonSchema {
    const refs = Object.entries(named).map(([name, schema]) => {
      const known = this.seen.get(name);
      if (known && known !== schema) throw new Error(`Two schemas are named ${name}: give one another name in the route table`);
      if (!known) {
        this.seen.set(name, schema);
        this.schemas[name] = jsonSchemaOf(schema);
      }
      return ref('schemas', name);
    });
    return refs.length === 1 ? refs[0] : { oneOf: refs };
  }
}

/** The kit's builders as JSON Schema, without their limits (for schemas not exported yet). */
const FIELD_KINDS: Record<FieldKind, JsonSchema> = {
  text: { type: 'string' },
  slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
  url: { type: 'string', format: 'uri' },
  localizedText: { type: 'object', additionalProperties: { type: 'string' }, description: 'a text per locale' },
  localizedList: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: 'a list of texts per locale' },
  positiveInt: { type: 'integer', minimum: 1 },
  wholeNumber: { type: 'integer' },
  oneOf: { type: 'string', description: 'one of a fixed list' },
  yesNo: { type: 'boolean' },
  date: { type: 'string', description: 'YYYY-MM-DD or an ISO 8601 time' },
  tokenList: { type: 'array', items: { type: 'string' } },
  list: { type: 'array' },
  record: { type: 'object' },
};

function fieldsSchema(fields: Fields): JsonSchema {
  return { type: 'object', properties: Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, FIELD_KINDS[kind]])) };
}

function queryParameters(op: Operation, registry: SchemaRegistry): JsonSchema[] {
  const params: JsonSchema[] = [];
  if (op.query) {
    for (const [name, schema] of Object.entries(op.query)) {
      registry.ref({ [name]: schema });
      const json = registry.schemas[name];
      const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
      const required = (json.required ?? []) as string[];
      for (const [field, fieldSchema] of Object.entries(properties)) {
        params.push({ name: field, in: 'query', required: required.includes(field), schema: fieldSchema });
      }
    }
  }
  for (const [name, kind] of Object.entries(op.queryFields ?? {})) params.push({ name, in: 'query', required: false, schema: FIELD_KINDS[kind] });
  for (const [name, description] of Object.entries(op.queryNotes ?? {})) params.push({ name, in: 'query', description, schema: { type: 'string' } });
  for (const [name, description] of Object.entries(op.headers ?? {})) params.push({ name, in: 'header', description, schema: { type: 'string' } });
  return params;
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: /^(id|\w+Id)$/.test(name) ? { type: 'string', pattern: '^[0-9]+$', description: 'a positive whole number' } : { type: 'string' },
  }));
}

function requestBody(operationId: string, op: Operation, registry: SchemaRegistry): JsonSchema | undefined {
  if (op.upload) {
    const limit = op.upload.maxBytes ? ` At most ${op.upload.maxBytes / (1024 * 1024)} MB.` : '';
    return {
      required: true,
      description: `One file as the raw body (any Content-Type: the bytes decide its kind).${limit}${op.upload.kinds ? ` Kinds: ${op.upload.kinds}.` : ''}`,
      content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream', ...(op.upload.maxBytes ? { 'x-max-bytes': op.upload.maxBytes } : {}) } } },
    };
  }
  const schema = op.body ? registry.ref(op.body) : op.bodyFields ? registry.anonymous(`${operationId}Body`, fieldsSchema(op.bodyFields)) : undefined;
  if (!schema) return undefined;
  return { required: true, content: Object.fromEntries(BODY_TYPES.map((type) => [type, { schema }])) };
}

const MEDIA: Record<string, JsonSchema> = {
  file: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
  image: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } },
  csv: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
};

/** The answer's schema, or a list of it when the answer says so. */
const listOf = (answer: Operation['answer'], schema: JsonSchema): JsonSchema => (answer.list ? { type: 'array', items: schema } : schema);

function success(op: Operation, registry: SchemaRegistry): [string, JsonSchema] {
  const { answer } = op;
  const status = String(answer.status ?? (answer.media === 'redirect' ? 303 : 200));
  const what = answer.type === null ? 'null' : answer.type;
  if (answer.media === 'redirect') return [status, { description: 'A redirect (see `Location`).', headers: { Location: { schema: { type: 'string' } } } }];
  if (answer.media === 'raw') return [status, { description: `Raw JSON (no envelope): ${what}.`, content: { [JSON_TYPE]: { schema: answer.schema ?? {} } } }];
  if (answer.media) return [status, { description: what, content: MEDIA[answer.media] }];
  const result =
    answer.schema ??
    (answer.result
      ? listOf(answer, registry.ref(answer.result))
      : answer.type === null
        ? { type: 'null' }
        : { description: `The contract's ${answer.type}.`, 'x-contract-type': answer.type });
  return [status, { description: `The envelope; \`result\`: ${what}.`, content: { [JSON_TYPE]: { schema: envelopeOf(result as JsonSchema, 'success') } } }];
}

function refusals(method: Method, path: string, op: Operation): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const add = (name: keyof typeof PROBLEMS) => (out[String(PROBLEMS[name].status)] = ref('responses', name));
  if (op.body || op.bodyFields || op.query || op.queryFields) add('InvalidInput');
  if (op.gate !== 'public') add('Unauthorized');
  if (op.sameOrigin ?? method !== 'GET') add('CrossSite');
  if (typeof op.gate === 'object' || path.includes('{')) add('NotFound');
  if (op.body || op.bodyFields) {
    add('TooLarge');
    add('UnsupportedType');
  }
  if (op.upload) {
    const limit = op.upload.maxBytes ? `over ${op.upload.maxBytes / (1024 * 1024)} MB` : 'over its limit';
    out['400'] = { description: 'An empty body.', content: { [JSON_TYPE]: { schema: ref('schemas', 'InvalidInput') } } };
    out['413'] = { description: `The file is ${limit}.`, content: { [JSON_TYPE]: { schema: ref('schemas', 'InvalidInput') } } };
    out['415'] = { description: 'A kind the operation does not take.', content: { [JSON_TYPE]: { schema: ref('schemas', 'InvalidInput') } } };
  }
  if (op.limited) add('TooManyRequests');
  add('ServerError');
  for (const [status, when] of Object.entries(op.refusals ?? {})) {
    out[status] = { description: when, content: { [JSON_TYPE]: { schema: ref('schemas', status === '400' ? 'InvalidInput' : 'Failure') } } };
  }
  return out;
}

function operationOf(method: Method, path: string, op: Operation, tag: string, registry: SchemaRegistry): JsonSchema {
  const operationId = `${method.toLowerCase()}${path.replace(/^\/basic-api/, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
  const parameters = [...pathParameters(path), ...queryParameters(op, registry)];
  const body = requestBody(operationId, op, registry);
  const [status, answer] = success(op, registry);
  const gate = op.gate === 'public' ? 'public' : op.gate === 'member' ? 'member' : `staff: ${op.gate.staff.join(', ')} (admin holds every role)`;
  return {
    operationId,
    tags: [tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.gate === 'public' ? { security: [{}, { session: [] }, { bearer: [] }] } : { security: [{ session: [] }, { bearer: [] }] }),
    'x-gate': gate,
    ...(op.captcha ? { 'x-captcha': 'after a few failures the call needs a captcha answer (GET /basic-api/v1/captcha)' } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { [status]: answer, ...refusals(method, path, op) },
  };
}

function build(): OpenApiDocument {
  const registry = new SchemaRegistry();
  const paths: OpenApiDocument['paths'] = {};
  for (const [tag, table] of Object.entries(ROUTE_TABLES)) {
    for (const [key, op] of Object.entries(table) as [string, Operation][]) {
      const [method, path] = key.split(' ') as [Method, string];
      if (!METHODS.includes(method)) throw new Error(`Unknown method in ${key}`);
      const item = (paths[path] ??= {});
      const lower = method.toLowerCase() as Lowercase<Method>;
      if (item[lower]) throw new Error(`${key} is declared twice`);
      item[lower] = operationOf(method, path, op, tag, registry);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'basic-api',
      version: '1',
      description: `The site's own API, served by the same Next server under /basic-api. Answers are the envelope \`{ code, result, message, status }\` unless an operation says otherwise; messages follow the request's locale. A path no route serves answers 404 in the envelope, a method a route does not serve 405, and a malformed query (a broken percent-escape, NUL, more than ${HTTP.maxQueryLength} characters) 400 on every route.`,
    },
    servers: [{ url: '/' }],
    tags: Object.keys(ROUTE_TABLES).map((name) => ({ name })),
    paths,
    components: components(registry.schemas),
  };
}

let built: OpenApiDocument | undefined;

/** The document, built on first use and kept for the life of the process. */
export function openApiDocument(): OpenApiDocument {
  return (built ??= build());
}
