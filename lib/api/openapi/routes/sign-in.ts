import type { RouteTable } from '../types';
import { loginSchema, passwordResetSchema, phoneLoginSchema, phoneSchema, registerSchema, resetCodeSchema } from '@/lib/api/contract/members';

/** `result` of every login: the session token (also set as the `token` cookie). */
const ACCESS_TOKEN = {
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in'],
  properties: {
    access_token: { type: 'string' },
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer', description: 'seconds' },
    landing: { type: 'string', description: 'staff accounts only: the page to land on when no page was asked for (the back office)' },
  },
} as const;

const SOCIAL_CALLBACK = {
  gate: 'public',
  queryNotes: { code: 'the code the provider sent back', state: "the state of the start call (checked against this browser's cookie)" },
  answer: { type: 'SocialLoginResult', schema: { ...ACCESS_TOKEN, properties: { ...ACCESS_TOKEN.properties, redirect: { type: ['string', 'null'] } } } },
  limited: true,
  sameOrigin: true,
  refusals: { 400: 'the code is missing, or the state unknown, used or from another browser', 503: 'the provider is not configured' },
} as const;

/** What no route serves: an address that is not UTF-8 (400), a method no route serves (405), anything else (404). */
const REFUSED = {
  summary: 'Where the server sends what never reaches a route: always a refusal, in the envelope.',
  description:
    'An address whose percent-escapes are not UTF-8 (`reason` address: 400), a method no route serves such as TRACE (`reason` method: 405 with Allow), anything else 404.',
  gate: 'public',
  answer: { type: null },
  sameOrigin: false,
  refusals: { 400: 'the address is not UTF-8', 404: 'no such route', 405: 'no route serves the method' },
} as const;

export const signInRoutes: RouteTable = {
  'GET /basic-api/v1/authorizations/expired': {
    summary: 'Where a member page sends a visitor whose `token` cookie names no live session.',
    description:
      "The dead cookie is cleared (a server component cannot), then the visitor goes to the login page of the page's locale with `redirect` set to it. A live session goes straight back to the page, so a link to this route cannot log anyone out.",
    gate: 'public',
    queryNotes: { redirect: 'the member page asked for (a path of this site)' },
    answer: { type: null, media: 'redirect' },
    sameOrigin: false,
  },
  'GET /basic-api/v1/authorizations/logout': {
    summary: 'Ends the presented session on the server and clears the cookie.',
    description: 'Idempotent: without a session it still answers success. It changes state, so cross-site requests are refused like the POST calls.',
    gate: 'public',
    answer: { type: null },
    sameOrigin: true,
  },
  'POST /basic-api/v1/authorizations/phone_code': {
    summary: 'Sends a login code; the same answer whether or not the phone has an account.',
    gate: 'public',
    body: { phoneSchema },
    answer: { type: 'PhoneCodeReceipt' },
    limited: true,
    captcha: true,
    refusals: { 503: 'no SMS sender is configured' },
  },
  'POST /basic-api/v1/authorizations/phone_login': {
    summary: 'Phone and code → access_token; a new phone is registered on the way.',
    gate: 'public',
    body: { phoneLoginSchema },
    answer: { type: 'AccessToken', schema: ACCESS_TOKEN },
    limited: true,
  },
  'POST /basic-api/v1/authorizations/password_reset/code': {
    summary: 'Sends a password reset code to the e-mail or phone of the account, e-mail or mobile number given.',
    description:
      'The same answer, and about the same time, whether or not `target` names a member: a proved e-mail gets the code by mail (the outbox), a phone by SMS (sent after the answer). A code lives 10 minutes, takes 5 guesses and works once; one code a minute and five an hour per target.',
    gate: 'public',
    body: { resetCodeSchema },
    answer: { type: 'ResetCodeReceipt' },
    limited: true,
  },
  'POST /basic-api/v1/authorizations/password_reset': {
    summary: 'Sets a new password with the code sent to the target; every session of the member ends.',
    description: 'The password follows the registration rules. The answer clears the `token` cookie: the member logs in again with the new password.',
    gate: 'public',
    body: { passwordResetSchema },
    answer: { type: null },
    limited: true,
    refusals: { 400: 'the code is wrong, expired, used or out of guesses (the same answer for a target that names nobody)' },
  },
  'POST /basic-api/v1/authorizations/register': {
    summary: 'Account, password twice, policy ticked → a new member, logged in (201).',
    gate: 'public',
    body: { registerSchema },
    answer: { status: 201, type: 'AccessToken', schema: ACCESS_TOKEN },
    limited: true,
    captcha: true,
  },
  'POST /basic-api/v1/authorizations': {
    summary: 'Account and password → access_token (and the token cookie).',
    gate: 'public',
    body: { loginSchema },
    answer: { type: 'AccessToken', schema: ACCESS_TOKEN },
    refusals: { 400: 'a wrong account or password (or captcha answer)' },
    limited: true,
    captcha: true,
  },
  'GET /basic-api/v1/authorizations/social/{provider}/start': {
    summary: "The provider's authorize page with a new `state`, bound to this browser by the HttpOnly `oauth_browser` cookie, valid 10 minutes, single use.",
    description:
      '`bind` needs a live session. `locale` (optional) puts the locale prefix on the page the provider returns to; `response_type=token` (QQ login only) asks QQ for its implicit flow.',
    gate: 'public',
    queryNotes: {
      purpose: 'login (default) or bind',
      redirect: 'a path of this site to return to',
      locale: 'the locale of the page the provider returns to',
      response_type: 'code (default), or token for QQ login',
    },
    answer: { type: 'SocialStart' },
    limited: true,
    sameOrigin: true,
    refusals: { 400: 'a wrong purpose, redirect or response_type', 404: 'an unknown provider', 503: 'the provider is not configured' },
  },
  'GET /basic-api/v1/authorizations/social/providers': {
    summary: 'Which social logins are configured (the pages show only those buttons).',
    gate: 'public',
    answer: { type: 'SocialProviders' },
  },
  'GET /basic-api/v1/captcha': {
    summary: 'A new picture challenge `{ key, image, expires_in }`, rate-limited per address.',
    gate: 'public',
    answer: { type: 'CaptchaChallenge' },
    limited: true,
    sameOrigin: true,
  },
  'GET /basic-api/v1/qqCallback': {
    summary: "QQ's code (or access_token, its implicit flow) and state → a session: access_token and the token cookie.",
    ...SOCIAL_CALLBACK,
  },
  'GET /basic-api/v1/refused/{reason}': REFUSED,
  'POST /basic-api/v1/refused/{reason}': REFUSED,
  'PUT /basic-api/v1/refused/{reason}': REFUSED,
  'PATCH /basic-api/v1/refused/{reason}': REFUSED,
  'DELETE /basic-api/v1/refused/{reason}': REFUSED,
  'GET /basic-api/v1/wechatCallback': {
    summary: "WeChat's code and state → a session: access_token and the token cookie.",
    ...SOCIAL_CALLBACK,
  },
};
