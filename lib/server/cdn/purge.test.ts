/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCALES } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import { createProduct, getAdminProduct, updateProduct } from '@/lib/server/catalogue/manage-products';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { validateProductInput } from '@/lib/api/contract/products-admin';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { createPurger, MAX_PATHS, type PurgeBody } from './purge';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A purge receiver on 127.0.0.1: records every POST, answers with the next planned status (200 after the plan). */
class Receiver {
  server: Server;
  url = '';
  received: { at: number; body: PurgeBody; contentType: string | undefined }[] = [];
  plan: (number | 'hang')[] = [];

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ at: Date.now(), body: JSON.parse(Buffer.concat(chunks).toString('utf8')), contentType: req.headers['content-type'] });
        const next = this.plan.shift() ?? 200;
        if (next === 'hang') return;
        res.writeHead(next).end();
      });
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/purge?key=secret-key`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async waitFor(count: number, ms: number) {
    const until = Date.now() + ms;
    while (this.received.length < count && Date.now() < until) await sleep(20);
    return this.received;
  }
}

describe('the purge sender', () => {
  let receiver: Receiver;
  const logs: string[] = [];
  const quick = (url: string) => createPurger({ url, site: 'https://cases.example', delayMs: 50, retryDelaysMs: [50, 100], timeoutMs: 300, log: (l) => logs.push(l) });

  beforeEach(async () => {
    logs.length = 0;
    receiver = new Receiver();
    await receiver.start();
  });
  afterEach(() => receiver.stop());

  it('posts one JSON body per batch: the site, the tags and the paths of every write meanwhile', async () => {
    const purger = quick(receiver.url);
    purger.request(['faq']);
    purger.request(['products'], [{ id: 7, slug: 'blue-case' }]);
    const [first] = await receiver.waitFor(1, 2_000);
    await sleep(150);
    expect(receiver.received).toHaveLength(1);
    expect(first.contentType).toBe('application/json');
    expect(first.body).toMatchObject({ site: 'https://cases.example', tags: ['faq', 'products'], everything: false, prefixes: [] });
    expect(first.body.paths).toHaveLength(3 * LOCALES.length);
    expect(first.body.paths).toEqual(expect.arrayContaining(['/faq', '/en/faq', '/products', '/product/7/blue-case', '/th/product/7/blue-case']));
    // A write after the batch left starts the next one.
    purger.request(['slider']);
    await receiver.waitFor(2, 2_000);
    expect(receiver.received[1].body).toMatchObject({ tags: ['slider'], paths: expect.arrayContaining(['/', '/en']) });
    expect(logs).toEqual([]);
  });

  it('tries again after a failure, and stops after three attempts with one log line that shows no key', async () => {
    receiver.plan = [503, 502];
    const purger = quick(receiver.url);
    purger.request(['faq']);
    await receiver.waitFor(3, 3_000);
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2].body).toEqual(receiver.received[0].body);
    expect(logs).toEqual([]);

    receiver.received = [];
    receiver.plan = [500, 500, 500, 500];
    purger.request(['faq']);
    await receiver.waitFor(3, 3_000);
    await sleep(300);
    expect(receiver.received).toHaveLength(3);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[cdn\] purge of 14 paths, 0 prefixes \(tags faq\) at http:\/\/127\.0\.0\.1:\d+ failed: HTTP 500/);
    expect(logs[0]).not.toContain('secret-key');
  });

  it('does not repeat a request the receiver refused (4xx), gives up on one that never answers, and on a receiver that is gone', async () => {
    receiver.plan = [400];
    const purger = quick(receiver.url);
    purger.request(['faq']);
    await receiver.waitFor(1, 2_000);
    await sleep(300);
    expect(receiver.received).toHaveLength(1);
    expect(logs[0]).toContain('failed: HTTP 400');

    receiver.received = [];
    receiver.plan = ['hang', 'hang', 'hang'];
    const started = Date.now();
    purger.request(['faq']);
    await receiver.waitFor(3, 3_000);
    while (logs.length < 2 && Date.now() - started < 5_000) await sleep(20);
    expect(receiver.received).toHaveLength(3);
    expect(logs[1]).toContain('no answer within 300 ms');
    // Three attempts of 300 ms and two pauses: bounded.
    expect(Date.now() - started).toBeLessThan(2_500);

    await receiver.stop();
    const gone = quick(receiver.url);
    gone.request(['faq']);
    while (logs.length < 3 && Date.now() - started < 8_000) await sleep(20);
    expect(logs[2]).toMatch(/failed: /);
    receiver = new Receiver();
    await receiver.start();
  });

  it('asks to purge everything instead of sending more than MAX_PATHS paths', async () => {
    const purger = quick(receiver.url);
    const many = Array.from({ length: Math.ceil(MAX_PATHS / LOCALES.length) + 1 }, (_, i) => ({ id: i + 1, slug: `case-${i}` }));
    purger.request(['products'], many);
    const [only] = await receiver.waitFor(1, 2_000);
    expect(only.body).toEqual({ site: 'https://cases.example', tags: ['products'], everything: true, paths: [], prefixes: [] });
  });
});

describe.each(testDatabases())('a product edited in the back office on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: Actor;
  let receiver: Receiver;
  let warn: jest.SpyInstance;

  const form = (raw: Record<string, unknown>) => {
    const checked = validateProductInput(raw, isCataloguePicture);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return checked.value;
  };

  beforeAll(async () => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    opened = await open();
    await seedDemoContent(opened.db);
    editor = await actorWith(opened.db, 'eve.editor', ['member', 'editor']);
    receiver = new Receiver();
    await receiver.start();
    process.env.CDN_PURGE_URL = receiver.url;
    process.env.SITE_URL = 'https://cases.example';
  });
  afterAll(async () => {
    delete process.env.CDN_PURGE_URL;
    await receiver?.stop();
    await opened?.close();
    warn.mockRestore();
  });

  it('sends that product’s old and new pages and the lists in every locale, after the write answered', async () => {
    const slug = `purge-case-${Math.random().toString(36).slice(2, 8)}`;
    const created = await createProduct(opened.db, editor, form(productForm(slug, 1)));
    const [made] = await receiver.waitFor(1, 10_000);
    expect(made.body.paths).toEqual(expect.arrayContaining([`/product/${created.id}/${slug}`, `/en/product/${created.id}/${slug}`, '/products']));
    receiver.received = [];

    const before = await getAdminProduct(opened.db, editor, created.id);
    const renamed = `${slug}-new`;
    const started = Date.now();
    await updateProduct(opened.db, editor, created.id, form({ ...before, slug: renamed, name: { ...before.name, en: 'Purge case, renamed' } }));
    const answeredAfter = Date.now() - started;
    // The write did not wait for the purge (it leaves two seconds later).
    expect(receiver.received).toHaveLength(0);
    const [edited] = await receiver.waitFor(1, 10_000);
    expect(edited.at - started).toBeGreaterThanOrEqual(answeredAfter);
    expect(edited.body).toMatchObject({ site: 'https://cases.example', tags: ['products'], everything: false, prefixes: [] });
    const expected = LOCALES.flatMap((l) => {
      const prefix = l === 'zh-CN' ? '' : `/${l}`;
      return [`${prefix}/product/${created.id}/${renamed}`, `${prefix}/product/${created.id}/${slug}`, `${prefix}/products`];
    });
    expect([...edited.body.paths].sort()).toEqual(expected.sort());
  });

  it('saves the write when the receiver is down, and says so once', async () => {
    await receiver.stop();
    const product = await getAdminProduct(opened.db, editor, 2);
    const started = Date.now();
    const saved = await updateProduct(opened.db, editor, 2, form({ ...product, name: { ...product.name, en: 'Saved without a CDN' } }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(saved.name.en).toBe('Saved without a CDN');
    const until = Date.now() + 15_000;
    const purgeLines = () => warn.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('[cdn] purge of'));
    while (purgeLines().length === 0 && Date.now() < until) await sleep(50);
    expect(purgeLines()).toHaveLength(1);
    receiver = new Receiver();
    await receiver.start();
  });
});
