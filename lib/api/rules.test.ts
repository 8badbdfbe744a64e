import { API } from '@/lib/config';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import {
  STATUS_WITH_TEXT,
  fieldErrorsOf,
  isReplyEnvelope,
  isSessionTimeoutCode,
  isSuccessCode,
  pendingKey,
  replyFailureText,
  serverMessage,
  statusMessageKey,
  stripTimeParam,
} from './rules';

describe('isSuccessCode', () => {
  it('accepts codes whose decimal string starts with 200 or 201', () => {
    for (const code of [200, 201, 2000, 2001, 20100, '200', '201']) expect(isSuccessCode(code)).toBe(true);
  });

  it('rejects the "show the message" code 200002 although it starts with 200', () => {
    expect(isSuccessCode(API.messageCode)).toBe(false);
    expect(isSuccessCode(String(API.messageCode))).toBe(false);
  });

  it('rejects every other code and anything that is not a code', () => {
    for (const code of [0, 20, 202, 204, 400, 401, 500, 1200, -200, 200.5, 'ok', '', null, undefined, {}]) {
      expect(isSuccessCode(code)).toBe(false);
    }
  });

  it('recognises the session-timeout code', () => {
    expect(isSessionTimeoutCode(API.sessionTimeoutCode)).toBe(true);
    expect(isSessionTimeoutCode(4010)).toBe(false);
  });
});

describe('statusMessageKey', () => {
  it('maps every status of the table to its api.status key, which exists in every bundled locale', () => {
    for (const status of [401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505]) {
      expect(statusMessageKey(status)).toBe(`api.status.${status}`);
    }
    for (const status of STATUS_WITH_TEXT) {
      expect(en.api.status[String(status) as keyof typeof en.api.status]).toBeTruthy();
      expect(zhCN.api.status[String(status) as keyof typeof zhCN.api.status]).toBeTruthy();
    }
  });

  it('returns null for 400 and statuses outside the table (they show the server message)', () => {
    for (const status of [400, 402, 409, 422, 429, 507, 0, 200]) expect(statusMessageKey(status)).toBeNull();
  });
});

describe('pendingKey', () => {
  it('is the upper-case method and the URL without _t', () => {
    expect(pendingKey('get', '/basic-api/v1/slider?_t=123')).toBe('GET /basic-api/v1/slider');
    expect(pendingKey('GET', '/basic-api/v1/product?page=2&_t=1&category=pouch')).toBe('GET /basic-api/v1/product?page=2&category=pouch');
    expect(pendingKey('post', 'http://x.test/basic-api/v1/consult')).toBe('POST http://x.test/basic-api/v1/consult');
  });

  it('keeps the rest of the query, so different pages are different requests', () => {
    expect(pendingKey('GET', '/p?page=1&_t=1')).not.toBe(pendingKey('GET', '/p?page=2&_t=1'));
    expect(pendingKey('GET', '/p?page=1&_t=1')).toBe(pendingKey('GET', '/p?page=1&_t=2'));
  });

  it('stripTimeParam drops the hash and an emptied query', () => {
    expect(stripTimeParam('/a?_t=5#top')).toBe('/a');
    expect(stripTimeParam('/a')).toBe('/a');
  });
});

describe('reply helpers', () => {
  it('recognises the envelope shape', () => {
    expect(isReplyEnvelope({ code: 200, result: null, message: '', status: 'success' })).toBe(true);
    expect(isReplyEnvelope({ status: 'fail', message: 'x' })).toBe(false);
    expect(isReplyEnvelope([1])).toBe(false);
    expect(isReplyEnvelope('x')).toBe(false);
  });

  it('failure text: message, else a string result, else null', () => {
    expect(replyFailureText({ message: 'Bad', result: 'ignored' })).toBe('Bad');
    expect(replyFailureText({ message: '', result: 'From result' })).toBe('From result');
    expect(replyFailureText({ message: '', result: { a: 1 } })).toBeNull();
    expect(replyFailureText({})).toBeNull();
  });

  it('server message of an error body', () => {
    expect(serverMessage({ message: 'Invalid page' })).toBe('Invalid page');
    expect(serverMessage({ message: ' ' })).toBeNull();
    expect(serverMessage('<html>')).toBeNull();
  });

  it('field errors come from result.errors', () => {
    expect(fieldErrorsOf({ errors: { email: 'Invalid e-mail', name: ['Required', 'x'] } })).toEqual({
      email: 'Invalid e-mail',
      name: 'Required',
    });
    expect(fieldErrorsOf({ errors: {} })).toBeNull();
    expect(fieldErrorsOf('x')).toBeNull();
    expect(fieldErrorsOf(null)).toBeNull();
  });
});
