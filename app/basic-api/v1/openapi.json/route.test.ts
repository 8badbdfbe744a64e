/** @jest-environment node */
import { GET } from './route';

describe('GET /basic-api/v1/openapi.json', () => {
  it('serves the document as raw, cacheable JSON', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document).not.toHaveProperty('status');
    expect(document.paths['/basic-api/v1/consult'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/consultSchema' });
  });
});
