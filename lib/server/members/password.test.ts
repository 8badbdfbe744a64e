/** @jest-environment node */
import { dummyVerify, hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyPassword } from './password';

jest.setTimeout(30_000);

// The real argon2, with verify observed (the unknown-account test checks which hash it is given).
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane) and a random salt', async () => {
    expect(PASSWORD_HASH_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery ')).toBe(false);
    expect(await verifyPassword(hash, 'Correct horse battery')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('handles 64-character and non-ASCII passwords', async () => {
    const long = '密码'.repeat(32);
    expect(await verifyPassword(await hashPassword(long), long)).toBe(true);
  });

  it('verifies old-parameter hashes and asks to rehash them', async () => {
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash('old password', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(await verifyPassword(weak, 'old password')).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });

  it("spends the work of a real verification on an unknown account: a well-formed hash of today's parameters", async () => {
    // What is compared is the work, not a stopwatch: a timed comparison fails on a busy machine.
    const argon2 = jest.requireMock<{ verify: jest.Mock }>('@node-rs/argon2');
    argon2.verify.mockClear();
    expect(await dummyVerify('anything')).toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    const [dummyHash, password] = argon2.verify.mock.calls[0] as [string, string];
    expect(password).toBe('anything');
    expect(needsRehash(dummyHash)).toBe(false);
    // It parses as a real argon2id hash (a malformed one would throw and cost nothing).
    const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
    await expect(actual.verify(dummyHash, 'anything')).resolves.toBe(false);
  });
});
