import { expect, test } from '@playwright/test';
import { receivedCodes } from './support/fakes';
import { API, PASSWORD, registerByApi, uniquePhone } from './support/members';

// The login's abuse limits on the running server: a password guesser is slowed (captcha, then
// 429) without the member being locked out; code requests are limited per phone; a code dies after
// a few wrong guesses. Texts go to the fake SMS gateway the server is configured with.
// Every test uses its own client address (the e2e server trusts one proxy hop), so counters are its own.

// As the site's own page sends them (Fetch Metadata): these calls stand for the login form.
const EN = { 'Accept-Language': 'en', 'Sec-Fetch-Site': 'same-origin' };

let seq = 0;
/** A client address of its own for each use (198.18.0.0/15 is for benchmarks: never a real visitor). */
function address(): string {
  seq += 1;
  return `198.18.${(process.pid % 200) + 1}.${seq}`;
}
const from = (ip: string) => ({ ...EN, 'X-Forwarded-For': ip });

test('a password guesser gets a captcha after 3 failures and a 429 after 30 tries; the member is not locked out', async ({ request }) => {
  const account = `guard_${Date.now().toString(36)}`;
  await registerByApi(request, account, from(address()));
  const guesser = from(address());
  const answers: { status: number; captcha: boolean; message: string; retryAfter?: string }[] = [];
  for (let i = 0; i < 31; i += 1) {
    const res = await request.post(`${API}/authorizations`, { headers: guesser, data: { account, password: `Wrong-guess-${i}` } });
    const body = await res.json();
    answers.push({ status: res.status(), captcha: body.result?.captcha_required === true, message: body.message, retryAfter: res.headers()['retry-after'] });
  }
  // Three free failures, then every try must carry the picture code.
  expect(answers.slice(0, 2).every((a) => a.status === 400 && !a.captcha)).toBe(true);
  expect(answers[2]).toMatchObject({ status: 400, captcha: true, message: 'The account or password is wrong.' });
  expect(answers[3]).toMatchObject({ status: 400, captcha: true, message: 'Please enter the characters shown in the picture.' });
  // The 31st try of this address in 15 minutes is refused outright, with when to come back.
  const last = answers[30];
  expect(last.status).toBe(429);
  expect(Number(last.retryAfter)).toBeGreaterThan(0);
  expect(last.message).toMatch(/^Too many requests\. Please (wait|try again in)/);

  // The member, from their own address: asked for a picture (the account saw failures), not refused.
  const member = await request.post(`${API}/authorizations`, { headers: from(address()), data: { account, password: PASSWORD } });
  expect(member.status()).toBe(400);
  expect((await member.json()).result).toMatchObject({ captcha_required: true });
  const captcha = await request.get(`${API}/captcha`, { headers: from(address()) });
  expect(captcha.status()).toBe(200);
  expect((await captcha.json()).result.image).toMatch(/^data:image\/png;base64,/);
});

test('a code per phone per minute: the second request is 429 with Retry-After, another phone is served', async ({ request }) => {
  const ip = from(address());
  const phone = uniquePhone();
  const first = await request.post(`${API}/authorizations/phone_code`, { headers: ip, data: { phone } });
  expect(first.status()).toBe(200);
  expect((await first.json()).result).toEqual({ expires_in: 600, resend_after: 60 });
  await expect.poll(() => receivedCodes(`+86${phone}`)).toHaveLength(1);

  const second = await request.post(`${API}/authorizations/phone_code`, { headers: ip, data: { phone } });
  expect(second.status()).toBe(429);
  const wait = Number(second.headers()['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(await receivedCodes(`+86${phone}`)).toHaveLength(1);

  const other = await request.post(`${API}/authorizations/phone_code`, { headers: ip, data: { phone: uniquePhone() } });
  expect(other.status()).toBe(200);
});

test('a code dies after 5 wrong guesses: the right one is refused afterwards', async ({ request }) => {
  const ip = from(address());
  const phone = uniquePhone();
  expect((await request.post(`${API}/authorizations/phone_code`, { headers: ip, data: { phone } })).status()).toBe(200);
  await expect.poll(() => receivedCodes(`+86${phone}`)).toHaveLength(1);
  const [code] = await receivedCodes(`+86${phone}`);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post(`${API}/authorizations/phone_login`, { headers: ip, data: { phone, code: wrong } });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe('The verification code is wrong or has expired.');
  }
  const late = await request.post(`${API}/authorizations/phone_login`, { headers: ip, data: { phone, code } });
  expect(late.status()).toBe(400);
  expect((await late.json()).message).toBe('The verification code is wrong or has expired.');
});
