import { expect, test } from '@playwright/test';

const API = '/basic-api/v1';

test.describe.configure({ mode: 'serial' });

test('GET /slider answers the envelope with a list of {id, url, sign, thumb}', async ({ request }) => {
  const res = await request.get(`${API}/slider?_t=1`);
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ code: 200, status: 'success', message: expect.any(String) });
  expect(body.result.list.length).toBeGreaterThanOrEqual(3);
  for (const item of body.result.list) expect(Object.keys(item).sort()).toEqual(['id', 'sign', 'thumb', 'url']);
  const image = await request.get(body.result.list[0].thumb);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('GET /categories, /faq and /app_config/sys answer lists', async ({ request }) => {
  const categories = await (await request.get(`${API}/categories?parent=root`)).json();
  expect(categories.result.list.map((c: { key: string }) => c.key)).toEqual(['sewing', 'heat-press', 'eva-molded']);
  const faq = await (await request.get(`${API}/faq`, { headers: { 'Accept-Language': 'en' } })).json();
  expect(faq.result.list.length).toBeGreaterThanOrEqual(8);
  const sys = await (await request.get(`${API}/app_config/sys`)).json();
  expect(sys.result.list.map((e: { name: string }) => e.name)).toContain('about us');
});

test('GET /product pages 6 at a time, filters, and refuses bad input with a translated message', async ({ request }) => {
  const page1 = await (await request.get(`${API}/product?limit=6&page=1`)).json();
  expect(page1.result).toMatchObject({ page: 1, limit: 6 });
  expect(page1.result.list).toHaveLength(6);
  expect(page1.result.total).toBeGreaterThanOrEqual(24);
  const filtered = await (await request.get(`${API}/product?category=heat-press&limit=6`)).json();
  expect(filtered.result.total).toBeGreaterThan(0);

  const badLimit = await request.get(`${API}/product?limit=50`, { headers: { 'Accept-Language': 'en' } });
  expect(badLimit.status()).toBe(400);
  expect(await badLimit.json()).toMatchObject({ code: 400, status: 'fail', message: 'The limit is always 6.' });
  const badPage = await request.get(`${API}/product?page=abc`, { headers: { 'Accept-Language': 'zh-CN' } });
  expect(badPage.status()).toBe(400);
  expect((await badPage.json()).message).toBe('页码必须是正整数。');
  const badCategory = await request.get(`${API}/product?category=nope`);
  expect(badCategory.status()).toBe(400);
});

test('GET /product/{id} answers a product, 404 for an unknown id and 400 for a non-numeric one', async ({ request }) => {
  const list = await (await request.get(`${API}/product`)).json();
  const id = list.result.list[0].id;
  const product = await (await request.get(`${API}/product/${id}`, { headers: { 'Accept-Language': 'en' } })).json();
  expect(product.result).toMatchObject({ id, slug: expect.any(String), specs: { moq: expect.any(Number) } });
  expect(product.result.images.length).toBeGreaterThanOrEqual(2);

  const missing = await request.get(`${API}/product/999999`, { headers: { 'Accept-Language': 'en' } });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 404, status: 'fail', message: 'Resource not found' });
  for (const bad of ['abc', '1.5', '-1', '0', '1e3']) {
    const res = await request.get(`${API}/product/${bad}`);
    expect(res.status(), bad).toBe(400);
    expect((await res.json()).status).toBe('fail');
  }
});

test('an unknown route and a wrong method answer the envelope, never a stack trace', async ({ request }) => {
  const unknown = await request.get(`${API}/nope/deeper`, { headers: { 'Accept-Language': 'en' } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ code: 404, result: null, message: 'There is no such API route.', status: 'fail' });
  const wrongMethod = await request.delete(`${API}/slider`);
  expect(wrongMethod.status()).toBe(405);
  expect((await wrongMethod.json()).status).toBe('fail');
});

const consult = {
  name: 'Maria Rossi',
  company: 'Borse Rossi Srl',
  email: 'maria@borse-rossi.example',
  phone: '+39 02 1234 5678',
  country: 'Italy',
  quantity: 800,
  message: 'Looking for 800 canvas totes with a two-colour print. Please send a quotation.',
  source_page: '/contact',
};

test('POST /consult refuses bad input field by field, in the asked language', async ({ request }) => {
  const res = await request.post(`${API}/consult`, {
    headers: { 'Accept-Language': 'en' },
    data: { ...consult, email: 'not-an-email', message: 'hi', name: '' },
  });
  expect(res.status()).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ code: 400, status: 'fail', message: 'Some fields need your attention.' });
  expect(body.result.errors).toEqual({
    name: 'This field is required.',
    email: 'Please enter a valid e-mail address.',
    message: 'Please write at least 10 characters.',
  });
  const broken = await request.post(`${API}/consult`, {
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    data: '{"name": ',
  });
  expect(broken.status()).toBe(400);
  expect((await broken.json()).message).toBe('The request body is not valid JSON.');
  const unknownProduct = await request.post(`${API}/consult`, { data: { ...consult, product_id: 999999 } });
  expect(unknownProduct.status()).toBe(400);
  expect(Object.keys((await unknownProduct.json()).result.errors)).toEqual(['product_id']);
});

test('POST /consult stores a valid request and then limits the client address', async ({ request }) => {
  const client = { 'X-Forwarded-For': '203.0.113.77' };
  const res = await request.post(`${API}/consult`, { headers: { 'Accept-Language': 'en', ...client }, data: consult });
  expect(res.status()).toBe(201);
  const body = await res.json();
  expect(body).toMatchObject({ code: 201, status: 'success', result: { id: expect.any(Number), created_at: expect.any(String) } });

  let limited = null;
  for (let i = 0; i < 6 && !limited; i += 1) {
    const next = await request.post(`${API}/consult`, { headers: client, data: consult });
    if (next.status() === 429) limited = next;
    else expect(next.status()).toBe(201);
  }
  expect(limited, 'the sixth request from one address is refused').not.toBeNull();
  expect(Number(limited!.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await limited!.json()).status).toBe('fail');
  // Another address is not affected.
  const other = await request.post(`${API}/consult`, { headers: { 'X-Forwarded-For': '203.0.113.78' }, data: consult });
  expect(other.status()).toBe(201);
});
