/**
 * The two reads of a successful social bind, in order: the provider's answer read raw (its body,
 * not the HTTP status, says success or fail; errors are shown by the page, not toasted), then the
 * member's user info fetched again. `get` is the mocked `api.get` (lib/testing/api-client-mock).
 */
export function expectBindThenUserInfo(get: jest.Mock, provider: string, params: Record<string, string>) {
  expect(get).toHaveBeenNthCalledWith(1, `/user/socialite_bind/${provider}`, {
    params,
    isReturnNativeResponse: true,
    errorMessageMode: 'none',
    ignoreCancelToken: true,
  });
  expect(get).toHaveBeenNthCalledWith(2, '/user', { errorMessageMode: 'none' });
}
