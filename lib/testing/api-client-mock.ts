/**
 * The API client module for component and flow tests: the real module (ApiError and its guards)
 * with every verb of `api` (get, post, put, patch, delete) replaced by jest.fn(). Use as
 * `jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());`
 * (a jest.mock factory may only reach other modules through jest.requireActual).
 */
export function mockApiClientModule() {
  const actual = jest.requireActual<typeof import('@/lib/api/client')>('@/lib/api/client');
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn() } };
}
