/** @jest-environment node */
import { isForeignKeyViolation, isUniqueViolation } from './errors';

describe('isForeignKeyViolation', () => {
  it('knows a foreign-key violation, also wrapped as a cause (drizzle wraps the driver error)', () => {
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation(new Error('Failed query', { cause: { code: '23503' } }))).toBe(true);
    expect(isForeignKeyViolation(new Error('x', { cause: new Error('y', { cause: { code: '23503' } }) }))).toBe(true);
  });
  it('leaves every other error alone', () => {
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(new Error('boom'))).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
    expect(isForeignKeyViolation('23503')).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('knows a unique violation through the cause chain, and by the constraint it names when asked', () => {
    const wrapped = new Error('Failed query', { cause: { code: '23505', constraint: 'orders_reference_unique' } });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'reference')).toBe(true);
    expect(isUniqueViolation(wrapped, 'lead_id')).toBe(false);
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint "consult_requests_reference_unique"' }, 'reference')).toBe(true);
  });
  it('leaves other errors and a cause loop alone', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    const loop: { code: string; cause?: unknown } = { code: 'XX000' };
    loop.cause = loop;
    expect(isUniqueViolation(loop)).toBe(false);
  });
});
