import { newestOf, resourcePages } from './sitemap-resources';

jest.mock('server-only', () => ({}));

describe('the resources sitemap', () => {
  it("gathers every source's pages, in the sources' order", async () => {
    const pages = await resourcePages([async () => [{ path: '/course' }], async () => [], async () => [{ path: '/inspiration' }, { path: '/inspiration/a' }]]);
    expect(pages.map((p) => p.path)).toEqual(['/course', '/inspiration', '/inspiration/a']);
  });

  it('dates the child by its newest page', () => {
    expect(newestOf([{ path: '/a', lastModified: '2024-01-02T00:00:00.000Z' }, { path: '/b' }, { path: '/c', lastModified: '2025-03-01T00:00:00.000Z' }])).toBe(
      '2025-03-01T00:00:00.000Z',
    );
    expect(newestOf([{ path: '/a' }])).toBeUndefined();
  });
});
