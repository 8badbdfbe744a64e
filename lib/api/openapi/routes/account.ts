import type { RouteTable } from '../types';
import { MEMBER } from './operations';
import { AVATAR_PICTURE } from './uploads';
import { firstPasswordSchema, passwordChangeSchema, profileSchema } from '@/lib/api/contract/members';

/** A code sent to a new e-mail address or phone number (`field`): rate-limited, refused as `refusals` say. */
const codeSent = (summary: string, field: 'email' | 'phone', refusals: Record<400 | 429 | 503, string>) =>
  MEMBER.takes(summary, { [field]: 'text' }, '{ expires_in: number; resend_after: number }', { limited: true, refusals });

/** The code sent to `field` proves it the member's: answers the member's info. */
const codeChecked = (summary: string, field: 'email' | 'phone') => MEMBER.takes(summary, { [field]: 'text', code: 'text' }, 'UserInfo');

export const accountRoutes: RouteTable = {
  'POST /basic-api/v1/user/avatar': {
    summary: "The member's new picture as the raw body (the square crop the page made; pNG, JPEG or WebP, at most 5 MB) → re-encoded to a 256 × 256 WebP in the bounded renderer.",
    description:
      "Answers the member's info with its URL in `avatar`. 413 too large, 415 not a picture, 422 more than 40 million pixels or too much to decode within the renderer's bounds, 429 too many changes.",
    gate: 'member',
    upload: AVATAR_PICTURE,
    answer: { type: 'UserInfo' },
    refusals: { 413: 'too large', 415: 'not a picture', 422: "more than 40 million pixels or too much to decode within the renderer's bounds", 429: 'too many changes' },
  },
  // validateEmail, validateEmailCode: schemas not exported
  'POST /basic-api/v1/user/email/code': codeSent("`{email}`: a six-digit code by e-mail to the member's new address (through the outbox).", 'email', {
    400: 'an address another member proved',
    429: 'too soon or too many',
    503: 'no e-mail set up',
  }),
  'POST /basic-api/v1/user/email': codeChecked("`{email, code}`: the code sent to `email` → it is the member's proved e-mail (the member's info).", 'email'),
  'POST /basic-api/v1/user/password': {
    summary: '`{current_password, password, password_confirmation}` changes the password (400 `current_password` wrong, 429 after a few wrong ones).',
    description:
      "A member without one sends `{account?, password, password_confirmation}` for a first password (and an account name to log in with, when they have none). Either way the member's other sessions end; `ended_sessions` says how many.",
    gate: 'member',
    body: { passwordChangeSchema, firstPasswordSchema },
    answer: { type: '{ ended_sessions: number }' },
    refusals: { 400: 'a field is wrong, or `current_password` is', 429: 'after a few wrong current passwords' },
  },
  // validateNewPhone, validatePhoneChange: schemas not exported
  'POST /basic-api/v1/user/phone/code': codeSent("`{phone}`: a code by SMS to the member's new number (bound to this member).", 'phone', {
    400: 'a number another member has',
    429: 'too soon or too many',
    503: 'no SMS sender',
  }),
  'POST /basic-api/v1/user/phone': codeChecked("`{phone, code}`: the code sent to the new number → it is the member's (the member's info).", 'phone'),
  'GET /basic-api/v1/user': MEMBER.op("The member's info, with the linked WeChat/QQ accounts.", 'UserInfo', {
    description: "No valid session (cookie or Bearer) → HTTP 401, code 401 (it starts the client's session-timeout flow), and a dead `token` cookie is cleared.",
  }),
  'PATCH /basic-api/v1/user': MEMBER.takes("The member's `nickname` (required) and `company` → the member's info.", { profileSchema }, 'UserInfo'),
  'GET /basic-api/v1/user/socialite_bind/{app}': {
    summary: 'Links WeChat or QQ to the member; raw { status, message }.',
    gate: 'member',
    queryNotes: { code: 'the code the provider sent back', state: 'the state of the start call' },
    answer: {
      type: '{ status, message, redirect? }',
      media: 'raw',
      schema: { type: 'object', required: ['status', 'message'], properties: { status: { enum: ['success', 'fail'] }, message: { type: 'string' }, reason: { type: 'string' } } },
    },
    limited: true,
    sameOrigin: true,
    refusals: { 401: 'no live session (the same raw shape)' },
  },
};
