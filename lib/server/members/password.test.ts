/** @jest-environment node */
import { dummyVerify, hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyPassword } from './password';

jest.setTimeout(30_000);

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

  it('spends the work of a real verification on an unknown account', async () => {
    const hash = await hashPassword('correct horse battery');
    const time = async (fn: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const start = process.hrtime.bigint();
        await fn();
        runs.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      return runs.sort((a, b) => a - b)[2];
    };
    const real = await time(() => verifyPassword(hash, 'wrong password'));
    const dummy = await time(() => dummyVerify('wrong password'));
    expect(await dummyVerify('anything')).toBe(false);
    expect(dummy).toBeGreaterThan(real * 0.5);
    expect(dummy).toBeLessThan(real * 2);
  });
});
