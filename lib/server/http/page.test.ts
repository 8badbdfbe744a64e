/** @jest-environment node */
import { ApiProblem, notFound as notFoundProblem } from '@/lib/server/problems';

// The page kit's seams: who the page's actor is, the database, and Next's 404 (which throws).
const actor = { kind: 'member', memberId: 7 };
let signedIn = true;
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn() }));
jest.mock('@/lib/server/access/member-page', () => ({
  pageActor: async () => (signedIn ? actor : null),
  memberPage: jest.fn(),
  staffPage: jest.fn(),
}));
jest.mock('@/lib/server/db', () => ({ getDb: async () => 'db' }));

import { findAsActor, readAsActor } from './page';

beforeEach(() => {
  signedIn = true;
});

describe('readAsActor', () => {
  it('answers what the service answers, null included (an unpriced product, a member without a reply address)', async () => {
    await expect(readAsActor(async () => ({ rows: 2 }))).resolves.toEqual({ rows: 2 });
    await expect(readAsActor(async () => null)).resolves.toBeNull();
  });

  it('is the 404 when the service refuses the actor, or there is none', async () => {
    await expect(readAsActor(async () => Promise.reject(notFoundProblem()))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(readAsActor(async () => Promise.reject(new ApiProblem(403, 'notFound')))).rejects.toThrow('NEXT_NOT_FOUND');
    signedIn = false;
    await expect(readAsActor(async () => 1)).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('lets any other failure through (a 500 to log, not a 404 to hide it)', async () => {
    await expect(readAsActor(async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });
});

describe('findAsActor', () => {
  it('answers null where the service refuses the actor', async () => {
    await expect(findAsActor(async () => Promise.reject(notFoundProblem()))).resolves.toBeNull();
    await expect(findAsActor(async () => 'row')).resolves.toBe('row');
  });
});
