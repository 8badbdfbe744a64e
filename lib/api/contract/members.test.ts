/** @jest-environment node */
import { AUTH } from '@/lib/config';
import { fieldMessageKey, validate } from '@/lib/validation/kit';
import { captchaAnswer, loginSchema, maskPhone, normalizePhone, phoneLoginSchema, phoneSchema, registerSchema } from './members';

const registration = { account: 'Anna.Schmidt', password: 'correct horse', password_confirmation: 'correct horse', agree_policy: true };

describe('registerSchema', () => {
  it('accepts a valid registration and keeps the account in lower case', () => {
    expect(validate(registerSchema, registration)).toEqual({ ok: true, value: { account: 'anna.schmidt', password: 'correct horse' } });
  });

  it.each([
    [{ account: '' }, 'account', 'required'],
    [{ account: 'abc' }, 'account', 'account'],
    [{ account: 'a'.repeat(AUTH.accountMax + 1) }, 'account', 'account'],
    [{ account: 'anna schmidt' }, 'account', 'account'],
    [{ account: 'anna@example' }, 'account', 'account'],
    [{ account: { $ne: 1 } }, 'account', 'required'],
    [{ password: 'short12', password_confirmation: 'short12' }, 'password', 'passwordLength'],
    [{ password: 'x'.repeat(AUTH.passwordMax + 1), password_confirmation: 'x'.repeat(AUTH.passwordMax + 1) }, 'password', 'passwordLength'],
    [{ password_confirmation: 'correct horse!' }, 'password_confirmation', 'passwordMismatch'],
    [{ password_confirmation: '' }, 'password_confirmation', 'required'],
    [{ agree_policy: false }, 'agree_policy', 'policy'],
    [{ agree_policy: undefined }, 'agree_policy', 'policy'],
  ])('refuses %j on %s', (patch, field, key) => {
    const result = validate(registerSchema, { ...registration, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field].key).toBe(key);
  });

  it('takes passwords of 8 to 64 characters (code points), untrimmed', () => {
    for (const password of ['x'.repeat(8), 'x'.repeat(64), '密'.repeat(64), ' spaces  ', '🔑'.repeat(8)]) {
      expect(validate(registerSchema, { ...registration, password, password_confirmation: password }).ok).toBe(true);
    }
    const spaced = validate(registerSchema, { ...registration, password: ' padded pass ', password_confirmation: ' padded pass ' });
    expect(spaced.ok && spaced.value.password).toBe(' padded pass ');
  });

  it('accepts the policy as true, "true", "1", 1 or "on" (JSON or form)', () => {
    for (const agree of [true, 'true', '1', 1, 'on']) expect(validate(registerSchema, { ...registration, agree_policy: agree }).ok).toBe(true);
  });

  it('names the message keys', () => {
    expect(fieldMessageKey({ key: 'required' })).toBe('field.required');
    expect(fieldMessageKey({ key: 'passwordMismatch' })).toBe('field.passwordMismatch');
  });
});

describe('loginSchema', () => {
  it('checks presence and maximum lengths only', () => {
    expect(validate(loginSchema, { account: 'abc', password: 'short' })).toEqual({ ok: true, value: { account: 'abc', password: 'short' } });
    expect(validate(loginSchema, { account: ' Anna ', password: 'x' })).toEqual({ ok: true, value: { account: 'anna', password: 'x' } });
    const empty = validate(loginSchema, {});
    expect(empty.ok || Object.keys(empty.errors).sort()).toEqual(['account', 'password']);
    const long = validate(loginSchema, { account: 'anna', password: 'x'.repeat(65) });
    expect(long.ok || long.errors.password.key).toBe('passwordLength');
  });
});

describe('phone numbers', () => {
  it.each([
    ['13812345678', '+8613812345678'],
    ['138 1234 5678', '+8613812345678'],
    ['+86 138-1234-5678', '+8613812345678'],
    ['+49 (30) 1234567', '+49301234567'],
    ['123456', '+86123456'],
  ])('normalizes %s to %s', (raw, stored) => {
    expect(normalizePhone(raw)).toBe(stored);
  });

  it.each(['12345', '+1234567890123456', 'call me', '++8613812345678', '1381234567a', '1234567890123456'])('refuses %s', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('masks like 138****5716', () => {
    expect(maskPhone('+8613812345716')).toBe('138****5716');
    expect(maskPhone('+49301234567')).toBe('+493****4567');
    expect(maskPhone('+86123456')).toBe('12****56');
  });

  it('validates the code request and the phone login', () => {
    expect(validate(phoneSchema, { phone: '13812345678' })).toEqual({ ok: true, value: { phone: '+8613812345678' } });
    expect(validate(phoneSchema, {}).ok).toBe(false);
    expect(validate(phoneLoginSchema, { phone: '13812345678', code: '012345' })).toEqual({ ok: true, value: { phone: '+8613812345678', code: '012345' } });
    for (const code of ['12345', '1234567', 'abcdef', '12 345']) {
      const result = validate(phoneLoginSchema, { phone: '13812345678', code });
      expect(result.ok || result.errors.code.key).toBe('code');
    }
  });
});

describe('captchaAnswer', () => {
  it('needs both parts', () => {
    expect(captchaAnswer({ captcha_key: 'k', captcha_code: ' ab ' })).toEqual({ key: 'k', code: 'ab' });
    expect(captchaAnswer({ captcha_key: 'k' })).toBeNull();
    expect(captchaAnswer({ captcha_code: [1] })).toBeNull();
  });
});
