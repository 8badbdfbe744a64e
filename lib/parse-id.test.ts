import { MAX_ID, parseId } from './parse-id';
import { fields, positiveInt, validate } from './validation/kit';

describe('ids of routes, queries and bodies', () => {
  it('reads positive whole numbers up to the integer column’s largest', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const raw of ['', '0', '-1', '1.5', 'abc', ' 7', '1e3', '2147483648', '999999999999999', '9999999999999999']) expect(parseId(raw)).toBeNull();
  });

  it('refuses a body’s or query’s id past it as a field error (PostgreSQL would refuse to compare it: a 500)', () => {
    const schema = fields({ id: positiveInt({ key: 'invalid' }) });
    expect(validate(schema, { id: '2147483647' })).toEqual({ ok: true, value: { id: 2147483647 } });
    for (const id of [2147483648, '2147483648', 999999999999999]) expect(validate(schema, { id })).toEqual({ ok: false, errors: { id: { key: 'invalid' } } });
  });
});
