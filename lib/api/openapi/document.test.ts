/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { openApiDocument } from './document';
import { METHODS } from './types';

/*
 * The document against the route files: every method a route file serves is an operation of the
 * document, and the document has no operation no route serves. Methods filled by
 * `methodNotAllowed()` are not served; a catch-all folder (`[...rest]`, the 404 of unknown paths)
 * is no operation either.
 */

const API_ROOT = join(process.cwd(), 'app', 'basic-api');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('[...') ? [] : routeFiles(path);
    return entry.name === 'route.ts' ? [path] : [];
  });
}

/** The methods a route file exports as its own handlers (not those of methodNotAllowed()). */
function servedMethods(source: string): string[] {
  const served = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:const|async function|function) (\w+)\b/gm)) served.add(name);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of list.split(','))
      served.add(
        item
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
      );
  }
  return [...served].filter((name) => (METHODS as readonly string[]).includes(name));
}

/** The OpenAPI path of a route file: its folder under app/, `[id]` → `{id}`. */
function routePath(file: string): string {
  const folder = relative(join(process.cwd(), 'app'), file).split(sep).slice(0, -1).join('/');
  return `/${folder}`.replace(/\[(\w+)\]/g, '{$1}');
}

function servedOperations(): string[] {
  return routeFiles(API_ROOT).flatMap((file) => servedMethods(readFileSync(file, 'utf8')).map((method) => `${method} ${routePath(file)}`));
}

/** Every `<DOMAIN>_STAFF_ROLES`-like constant the contracts export (a route declares its roles with one). */
let roleConstants: Record<string, unknown> = {};
beforeAll(async () => {
  const dir = join(process.cwd(), 'lib', 'api', 'contract');
  const contracts = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
  roleConstants = Object.assign({}, ...(await Promise.all(contracts.map((name) => import(join(dir, name))))));
});

/** The roles of a wrapper's first argument: a literal list, or a contract's constant. */
function rolesOf(declared: string): string[] {
  if (declared.startsWith('[')) return JSON.parse(declared.replace(/'/g, '"')) as string[];
  const roles = roleConstants[declared];
  if (!Array.isArray(roles)) throw new Error(`${declared} is not a roles constant exported by lib/api/contract`);
  return roles as string[];
}

/** The gate each served method's handler declares in its route file: `public`, `member` or `staff: roles`. */
function declaredGates(): Map<string, string> {
  const gates = new Map<string, string>();
  for (const file of routeFiles(API_ROOT)) {
    const path = routePath(file);
    const chunks = readFileSync(file, 'utf8')
      .split(/^export const /m)
      .slice(1);
    for (const chunk of chunks) {
      const method = /^(\w+) =/.exec(chunk)?.[1];
      const wrapper = /\b(apiRoute|memberRoute|staffRoute)\b(?:<[^(]*>)?\(\s*(\[[^\]]*\]|[A-Z][A-Z_]*_ROLES\b)?/.exec(chunk);
      if (!method || !wrapper) continue;
      const roles = wrapper[2] ? rolesOf(wrapper[2]).join(', ') : '';
      gates.set(`${method} ${path}`, wrapper[1] === 'apiRoute' ? 'public' : wrapper[1] === 'memberRoute' ? 'member' : `staff: ${roles}`);
    }
  }
  return gates;
}

function documentedOperations(): string[] {
  return Object.entries(openApiDocument().paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
}

function resolve(document: unknown, pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
}

function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
}

describe('the OpenAPI document', () => {
  it('reads served methods and skips those of methodNotAllowed()', () => {
    const source = 'export const GET = apiRoute({}, h);\nexport const { POST, PUT } = methodNotAllowed();\nexport { refuse as PATCH, refuse as DELETE };\n';
    expect(servedMethods(source).sort()).toEqual(['DELETE', 'GET', 'PATCH']);
  });

  it('describes every operation a route serves, and none it does not', () => {
    const served = new Set(servedOperations());
    const documented = new Set(documentedOperations());
    expect(served.size).toBeGreaterThan(150);
    const missing = [...served].filter((op) => !documented.has(op)).sort();
    const notServed = [...documented].filter((op) => !served.has(op)).sort();
    expect({ missing, notServed }).toEqual({ missing: [], notServed: [] });
  });

  it('declares the gate each route applies', () => {
    const gates = declaredGates();
    expect(gates.size).toBeGreaterThan(150);
    const paths = openApiDocument().paths;
    const wrong = [...gates].filter(([key, gate]) => {
      const [method, path] = key.split(' ');
      const documented = String(paths[path]?.[method.toLowerCase() as 'get']?.['x-gate'] ?? '');
      return !(documented === gate || documented.startsWith(`${gate} `));
    });
    expect(wrong).toEqual([]);
  });

  it('is OpenAPI 3.1 with answers for every operation and no dangling reference', () => {
    const document = openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    for (const operation of operations) {
      expect(Object.keys(operation.responses as object).length).toBeGreaterThan(1);
      expect(typeof operation.summary).toBe('string');
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const dangling = refsIn(document).filter((pointer) => resolve(document, pointer) === undefined);
    expect(dangling).toEqual([]);
  });

  it('states real fields, limits and refusals', () => {
    const document = openApiDocument();
    const consult = document.paths['/basic-api/v1/consult'].post as Record<string, Record<string, unknown>>;
    expect(Object.keys(consult.responses).sort()).toEqual(['201', '400', '403', '413', '415', '429', '500']);
    const schemas = (document.components as Record<string, Record<string, Record<string, unknown>>>).schemas;
    expect(schemas.consultSchema).toMatchObject({
      type: 'object',
      required: ['name', 'email', 'message'],
      properties: { name: { type: 'string', maxLength: 79 }, quantity: { type: 'integer', minimum: 1 } },
    });
    const staff = document.paths['/basic-api/v1/admin/orders'].get as Record<string, Record<string, unknown>>;
    expect(Object.keys(staff.responses)).toEqual(expect.arrayContaining(['401', '404']));
    expect(staff['x-gate']).toMatch(/^staff: sales/);
  });

  it('describes the statement and points answers by their zod schemas, as components the operations point to', () => {
    const document = openApiDocument();
    const schemas = (document.components as Record<string, Record<string, Record<string, unknown>>>).schemas;
    const resultOf = (path: string, method: 'get' | 'post', status: string) => {
      const responses = (document.paths[path][method] as Record<string, Record<string, Record<string, unknown>>>).responses;
      const envelope = (responses[status].content as Record<string, { schema: { allOf: { properties?: { result?: unknown } }[] } }>)['application/json'].schema;
      return envelope.allOf[1].properties?.result;
    };
    expect(resultOf('/basic-api/v1/user/statement', 'get', '200')).toEqual({ $ref: '#/components/schemas/Statement' });
    expect(resultOf('/basic-api/v1/admin/ledger', 'get', '200')).toEqual({ $ref: '#/components/schemas/LedgerOverview' });
    expect(resultOf('/basic-api/v1/admin/ledger', 'post', '201')).toEqual({ $ref: '#/components/schemas/StatementEntry' });
    expect(resultOf('/basic-api/v1/admin/ledger/{id}/reverse', 'post', '201')).toEqual({ $ref: '#/components/schemas/StatementEntry' });
    expect(schemas.Statement).toMatchObject({
      type: 'object',
      required: ['member', 'currency', 'entries', 'entries_total', 'orders', 'totals'],
      properties: { entries: { type: 'array', items: { properties: { kind: { enum: ['deposit', 'payment', 'sample_fee', 'credit', 'refund', 'adjustment'] } } } } },
    });
    expect(schemas.StatementEntry).toMatchObject({
      properties: { order: { anyOf: [{ type: 'object' }, { type: 'null' }] }, reversed_by: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
    });
    expect(schemas.LedgerOverview).toMatchObject({ properties: { recent: { items: { required: expect.arrayContaining(['member', 'balance']) } } } });
    // A list answer is an array of its component.
    expect(resultOf('/basic-api/v1/admin/levels', 'get', '200')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/AdminLevel' } });
    expect(resultOf('/basic-api/v1/admin/levels', 'post', '201')).toEqual({ $ref: '#/components/schemas/AdminLevel' });
    expect(resultOf('/basic-api/v1/user/points', 'get', '200')).toEqual({ $ref: '#/components/schemas/MemberPointsOverview' });
    expect(schemas.MemberPointsOverview).toMatchObject({ required: ['level', 'levels', 'points', 'rules', 'history'] });
    expect(schemas.PointsRuleView).toMatchObject({ properties: { key: { enum: ['per_amount_paid', 'first_order', 'proof_approved', 'order_delivered'] } } });
  });

  it('is built once per process', () => {
    expect(openApiDocument()).toBe(openApiDocument());
  });
});
