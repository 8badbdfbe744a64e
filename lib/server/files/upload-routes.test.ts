/** @jest-environment node */
import { config } from '@/proxy';

// proxy.ts reads at most 10 MB of a body it runs on (Next's proxyClientMaxBodySize) and hands the
// route a cut one: the upload and download routes must stay off it (e2e/contact-files.spec.ts
// sends a 13 MB file through the running site), the member area's raw-body routes too (proofs and
// message files up to 50 MB, the avatar's crop).
const runsProxy = (path: string) => new RegExp(`^${config.matcher[0]}$`).test(path);

it('keeps the upload and download routes off the proxy', () => {
  const member = [`/basic-api/v1/files/${'a'.repeat(32)}`, '/basic-api/v1/admin/orders/7/proofs', '/basic-api/v1/admin/messages/files', '/basic-api/v1/user/avatar'];
  for (const path of ['/basic-api/v1/consult/files', `/basic-api/v1/admin/files/${'a'.repeat(32)}`, '/basic-api/upload', ...member]) {
    expect([path, runsProxy(path)]).toEqual([path, false]);
  }
});
