/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { COLLEGE } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import { auditLog } from '@/lib/server/audit/schema';
import ja from '@/messages/ja.json';
import en from '@/messages/en.json';
import type { OpenedDatabase } from '@/lib/server/db/open';
import type { Db } from '@/lib/server/db/types';
import { deleteMemberFile } from '@/lib/server/files/member-files';
import { storedFiles } from '@/lib/server/files/schema';
import type { FileStorage } from '@/lib/server/files/storage';
import { ApiProblem, InvalidInput } from '@/lib/server/problems';
import { memberThread, postMemberMessage } from '@/lib/server/messages/service';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertStoredFile } from '@/lib/server/testing/stored-files';
import { valid } from '@/lib/server/testing/validation';
import { collegeDecisionSchema, collegeQuerySchema, collegeSubmissionSchema, maskIdNumber, type CollegeDecision, type CollegeSubmission } from '@/lib/api/contract/college';
import { validate } from '@/lib/validation/kit';
import { collegeVerifications } from './schema';
import { collegeOfMember, educationMembers, isEducation, listCollege, myCollege, reviewCollege, submitCollege } from './service';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T08:00:00Z');

const submission = (document: string, extra: Record<string, unknown> = {}): CollegeSubmission =>
  valid(validate(collegeSubmissionSchema, { school: 'Central Academy of Fine Arts', role: 'student', id_number: 'CAFA-2024-018273', document, ...extra }));

const decision = (raw: Record<string, unknown>, now = NOW): CollegeDecision => valid(validate(collegeDecisionSchema(now), raw));

const ymd = (date: Date) => date.toISOString().slice(0, 10);

describe('the school verification forms', () => {
  it('refuses a request without a school, a role, an ID number or a document, each on its field', () => {
    const checked = validate(collegeSubmissionSchema, { school: ' ', id_number: '', document: 'nope' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors).toEqual({ school: { key: 'required' }, role: { key: 'required' }, id_number: { key: 'required' }, document: { key: 'fileUnknown' } });
    }
    const wrong = validate(collegeSubmissionSchema, { school: 'x'.repeat(COLLEGE.schoolMax + 1), role: 'dean', id_number: '<script>', document: 'a'.repeat(32) });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors).toEqual({ school: { key: 'tooLong', values: { max: COLLEGE.schoolMax + 1 } }, role: { key: 'choice' }, id_number: { key: 'invalid' } });
  });

  it('asks an approval for a date after today and within the limit, a rejection for a reason', () => {
    const fail = (raw: Record<string, unknown>) => {
      const checked = validate(collegeDecisionSchema(NOW), raw);
      return checked.ok ? null : checked.errors;
    };
    expect(fail({ decision: 'approve' })).toEqual({ expires_at: { key: 'required' } });
    expect(fail({ decision: 'approve', expires_at: ymd(NOW) })).toEqual({ expires_at: { key: 'futureDate', values: { years: COLLEGE.maxYears } } });
    expect(fail({ decision: 'approve', expires_at: '2033-01-01' })).toEqual({ expires_at: { key: 'futureDate', values: { years: COLLEGE.maxYears } } });
    expect(fail({ decision: 'approve', expires_at: '2026-13-01' })).toEqual({ expires_at: { key: 'date' } });
    expect(fail({ decision: 'reject', reason: '  ' })).toEqual({ reason: { key: 'required' } });
    expect(fail({})).toEqual({ decision: { key: 'required' } });
    expect(fail({ decision: 'maybe' })).toEqual({ decision: { key: 'choice' } });
    expect(decision({ decision: 'approve', expires_at: '2026-03-11' })).toEqual({ decision: 'approve', expires_at: new Date('2026-03-11T00:00:00Z') });
  });

  it('masks an ID number but its end', () => {
    expect(maskIdNumber('CAFA-2024-018273')).toBe('••••••••••••8273');
    expect(maskIdNumber('S12345')).toBe('••••45');
    expect(maskIdNumber('A12')).toBe('•••2');
  });

  it('reads the queue filters, waiting first by default', () => {
    expect(validate(collegeQuerySchema, {})).toEqual({ ok: true, value: { status: 'pending', keyword: '', page: 1 } });
    expect(validate(collegeQuerySchema, { status: 'nope' }).ok).toBe(false);
  });
});

describe.each(testDatabases())('school verification on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  let anna: Actor;
  let bert: Actor;
  let sam: Actor;
  let editor: Actor;

  const makeFile = (ownerId: number, purpose: 'member' | 'staff' = 'member') =>
    insertStoredFile(db, ownerId, { purpose, name: (handle) => `card-${handle.slice(0, 4)}.jpg`, mime: 'image/jpeg', bytes: 2048, sha256: 'b'.repeat(64) });
  const rowsOf = async (memberId: number) => db.select().from(collegeVerifications).where(eq(collegeVerifications.memberId, memberId));
  const audits = async () => Number((await db.select({ n: count() }).from(auditLog))[0].n);

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    anna = await actorWith(db, 'anna.college', ['member']);
    bert = await actorWith(db, 'bert.college', ['member']);
    sam = await actorWith(db, 'sam.college', ['member', 'sales']);
    editor = await actorWith(db, 'eddie.college', ['member', 'editor']);
  });
  afterAll(() => opened?.close());

  it('takes a request with the member’s own file, shows it masked to the member and whole to staff, and refuses a second one', async () => {
    expect(await myCollege(db, anna, NOW)).toEqual({ current: null, history: [], education: false, can_submit: true });
    const card = await makeFile(anna.user.id);
    const mine = await submitCollege(db, anna, submission(card), NOW);
    expect(mine.current).toMatchObject({ school: 'Central Academy of Fine Arts', role: 'student', id_number: '••••••••••••8273', status: 'pending', document: { handle: card } });
    expect(mine).toMatchObject({ education: false, can_submit: false });
    expect(JSON.stringify(mine)).not.toContain('018273');
    const queue = await listCollege(db, sam, { status: 'pending', keyword: '', page: 1 }, NOW);
    expect(queue.pending).toBe(1);
    expect(queue.list[0]).toMatchObject({ id_number: 'CAFA-2024-018273', member: { id: anna.user.id, account: 'anna.college' } });
    const again = await makeFile(anna.user.id);
    await expect(submitCollege(db, anna, submission(again), NOW)).rejects.toMatchObject({ status: 409, messageKey: 'college.pending' });
    expect(await rowsOf(anna.user.id)).toHaveLength(1);
  });

  it("refuses another member's file, a staff file and an unknown handle as the document, storing nothing", async () => {
    const bertsCard = await makeFile(bert.user.id);
    const staffFile = await makeFile(sam.user.id, 'staff');
    for (const handle of [bertsCard, staffFile, randomBytes(16).toString('hex')]) {
      const error = await submitCollege(db, editor, submission(handle), NOW).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInput);
      expect((error as InvalidInput).errors).toEqual({ document: { key: 'fileUnknown' } });
    }
    expect(await rowsOf(editor.user.id)).toHaveLength(0);
  });

  it("keeps each member's requests to themselves, and reviews to sales", async () => {
    const theirs = await myCollege(db, bert, NOW);
    expect(theirs.current).toBeNull();
    const [annas] = await rowsOf(anna.user.id);
    expect(await statusOf(reviewCollege(db, bert, annas.id, decision({ decision: 'reject', reason: 'no' }), NOW))).toBe(404);
    expect(await statusOf(reviewCollege(db, editor, annas.id, decision({ decision: 'reject', reason: 'no' }), NOW))).toBe(404);
    expect(await statusOf(listCollege(db, bert, { status: 'all', keyword: '', page: 1 }, NOW))).toBe(404);
    expect(await statusOf(collegeOfMember(db, anna, anna.user.id, NOW))).toBe(404);
    expect(await statusOf(myCollege(db, null, NOW))).toBe(401);
    expect((await rowsOf(anna.user.id))[0].status).toBe('pending');
    expect(await statusOf(reviewCollege(db, sam, 2_000_000, decision({ decision: 'reject', reason: 'no' }), NOW))).toBe(404);
  });

  it('rejects with the reason (audited); the member sees it and may send again', async () => {
    const [row] = await rowsOf(anna.user.id);
    const before = await audits();
    const reviewed = await reviewCollege(db, sam, row.id, decision({ decision: 'reject', reason: 'The card is not readable; please send a sharper photo.' }), NOW);
    expect(reviewed).toMatchObject({ status: 'rejected', reason: 'The card is not readable; please send a sharper photo.', reviewer: 'sam.college' });
    // The decision and the staff message telling the member of it.
    expect(await audits()).toBe(before + 2);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'college.reject'));
    expect(entry).toMatchObject({ entity: 'college_verification', entityId: String(row.id) });
    expect(await statusOf(reviewCollege(db, sam, row.id, decision({ decision: 'approve', expires_at: '2027-03-01' }), NOW))).toBe(409);
    const mine = await myCollege(db, anna, NOW);
    expect(mine).toMatchObject({ education: false, can_submit: true, current: { status: 'rejected', reason: expect.stringContaining('sharper') } });
  });

  it('approves until a date: the member is education until it passes, renews near the end, and may send again after it', async () => {
    const card = await makeFile(anna.user.id);
    const sent = await submitCollege(db, anna, submission(card, { school: '中央美术学院', id_number: '2024018273' }), NOW);
    expect(sent.history).toHaveLength(1);
    const id = sent.current!.id;
    const approved = await reviewCollege(db, sam, id, decision({ decision: 'approve', expires_at: '2027-07-31' }), NOW);
    expect(approved).toMatchObject({ status: 'approved', expires_at: '2027-07-31T00:00:00.000Z', expired: false, reason: '' });
    expect(await isEducation(db, anna.user.id, NOW)).toBe(true);
    expect(await isEducation(db, bert.user.id, NOW)).toBe(false);
    expect([...(await educationMembers(db, [anna.user.id, bert.user.id], NOW))]).toEqual([anna.user.id]);
    const mine = await myCollege(db, anna, NOW);
    expect(mine).toMatchObject({ education: true, can_submit: false, current: { status: 'approved', id_number: '••••••8273' } });
    await expect(submitCollege(db, anna, submission(await makeFile(anna.user.id)), NOW)).rejects.toMatchObject({ status: 409, messageKey: 'college.stillApproved' });
    // Within the renewal window the member may send the next one; the approval still counts meanwhile.
    const nearEnd = new Date(new Date('2027-07-31T00:00:00Z').getTime() - 10 * DAY);
    expect((await myCollege(db, anna, nearEnd)).can_submit).toBe(true);
    // After the expiry: not education, and free to send again.
    const after = new Date('2027-08-01T00:00:00Z');
    expect(await isEducation(db, anna.user.id, after)).toBe(false);
    expect(await myCollege(db, anna, after)).toMatchObject({ education: false, can_submit: true, current: { status: 'approved', expired: true } });
    const staffView = await collegeOfMember(db, sam, anna.user.id, NOW);
    expect(staffView.education).toBe(true);
    expect(staffView.list.map((r) => r.status)).toEqual(['approved', 'rejected']);
  });

  it('keeps a document a request uses: the member cannot delete it (409), nothing changes', async () => {
    const [row] = await rowsOf(anna.user.id);
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.documentId));
    const storage = { delete: jest.fn() } as unknown as FileStorage;
    await expect(deleteMemberFile(db, anna, file.handle, storage)).rejects.toMatchObject({ status: 409, messageKey: 'files.inUseCollege' });
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, file.id))).toHaveLength(1);
    expect(storage.delete).not.toHaveBeenCalled();
  });

  it('lets only one of two requests sent at once wait', async () => {
    const [a, b] = [await makeFile(bert.user.id), await makeFile(bert.user.id)];
    const results = await Promise.allSettled([submitCollege(db, bert, submission(a), NOW), submitCollege(db, bert, submission(b), NOW)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiProblem);
    expect((refused.reason as ApiProblem).status).toBe(409);
    expect(await rowsOf(bert.user.id)).toHaveLength(1);
  });

  it('lists the waiting queue oldest first and finds requests by school, ID number or member', async () => {
    // A request sent a day earlier than Bert's waits longer: it comes first.
    await submitCollege(db, editor, submission(await makeFile(editor.user.id)), new Date(NOW.getTime() - DAY));
    const queue = await listCollege(db, sam, { status: 'pending', keyword: '', page: 1 }, NOW);
    expect(queue.list.map((r) => r.member.id)).toEqual([editor.user.id, bert.user.id]);
    const all = await listCollege(db, sam, { status: 'all', keyword: '', page: 1 }, NOW);
    expect(all.list.map((r) => [r.member.id, r.status])).toEqual([
      [editor.user.id, 'pending'],
      [bert.user.id, 'pending'],
      [anna.user.id, 'approved'],
      [anna.user.id, 'rejected'],
    ]);
    expect(all).toMatchObject({ total: 4, pending: 2 });
    expect((await listCollege(db, sam, { status: 'all', keyword: '中央美术', page: 1 }, NOW)).list.map((r) => r.school)).toEqual(['中央美术学院']);
    expect((await listCollege(db, sam, { status: 'all', keyword: 'bert.college', page: 1 }, NOW)).total).toBe(1);
    expect((await listCollege(db, sam, { status: 'approved', keyword: '', page: 1 }, NOW)).list).toHaveLength(1);
    expect((await listCollege(db, sam, { status: 'all', keyword: '100%_', page: 1 }, NOW)).total).toBe(0);
  });

  it('tells the member of each decision in their general thread, in the language they write to us in', async () => {
    const carl = await actorWith(db, 'carl.college', ['member']);
    await postMemberMessage(db, carl, { target: { general: true }, body: '学生証の確認をお願いします。', files: [] }, 'ja', NOW);
    const staffMessages = async (who: Actor) => (await memberThread(db, who, { general: true })).messages.filter((m) => m.from_staff);
    const first = await submitCollege(db, carl, submission(await makeFile(carl.user.id), { school: '武蔵野美術大学' }), NOW);
    await reviewCollege(db, sam, first.current!.id, decision({ decision: 'reject', reason: '写真が不鮮明です。' }), NOW);
    const [rejected] = await staffMessages(carl);
    expect(rejected.body).toContain('武蔵野美術大学');
    expect(rejected.body).toContain('写真が不鮮明です。');
    expect(rejected.body.startsWith(ja.member.college.notice.rejected.split('{')[0])).toBe(true);

    const second = await submitCollege(db, carl, submission(await makeFile(carl.user.id), { school: '武蔵野美術大学' }), NOW);
    await reviewCollege(db, sam, second.current!.id, decision({ decision: 'approve', expires_at: '2027-03-31' }), NOW);
    const approved = (await staffMessages(carl)).find((m) => m.id !== rejected.id)!;
    expect(approved.body).toContain('2027年3月31日');
    expect(approved.body.startsWith(ja.member.college.notice.approved.split('{')[0])).toBe(true);

    // A member who never wrote gets the site's default language; nobody else hears of it.
    const dora = await actorWith(db, 'dora.college', ['member']);
    const hers = await submitCollege(db, dora, submission(await makeFile(dora.user.id)), NOW);
    await reviewCollege(db, sam, hers.current!.id, decision({ decision: 'approve', expires_at: '2027-03-31' }), NOW);
    expect((await staffMessages(dora))[0].body).not.toBe(en.member.college.notice.approved);
    expect(await staffMessages(bert)).toEqual([]);
    // A refused review (not waiting any more) posts nothing.
    await expect(reviewCollege(db, sam, hers.current!.id, decision({ decision: 'reject', reason: 'x' }), NOW)).rejects.toMatchObject({ status: 409 });
    expect(await staffMessages(dora)).toHaveLength(1);
  });
});
