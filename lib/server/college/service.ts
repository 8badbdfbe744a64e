import 'server-only';
import { and, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inIds } from '@/lib/server/db/in-ids';
import {
  COLLEGE_STAFF_ROLES,
  maskIdNumber,
  type CollegeVerificationView,
  type MyCollege,
  type StaffCollegeList,
  type StaffCollegeRow,
  type CollegeDecision,
  type CollegeQuery,
  type CollegeSubmission,
} from '@/lib/api/contract/college';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { COLLEGE } from '@/lib/config';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { fileLinks, ownedMemberFiles } from '@/lib/server/files/member-files';
import { filesByIds, type StoredFileRow } from '@/lib/server/files/by-id';
import { memberCardsByIds, memberIdsMatching } from '@/lib/server/members/lookup';
import { memberMailLocale } from '@/lib/server/messages/reply-mail';
import { staffReply } from '@/lib/server/messages/manage';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { collegeVerifications } from './schema';

/*
 * School verification: a member sends the school, their role there, an ID number and one of their
 * own files (a student or staff card); sales approve it until a date or reject it with the reason.
 * A member is "education" while an approval of theirs has not expired. Rules:
 *  - one request waiting at a time (the database's partial unique index; a second is a 409);
 *  - a new request after a rejection, after an expiry, or within COLLEGE.renewDays of the expiry
 *    (a renewal), never while an approval runs longer (409);
 *  - the member sees only their own requests, the ID number masked; staff see it whole;
 *  - a decision is taken once, on a waiting request (409 otherwise), and is in the audit log.
 */

type Row = typeof collegeVerifications.$inferSelect;

const DAY = 86_400_000;
/** The advisory lock space of a member's verification writes (the second key is the member). */
const COLLEGE_LOCK = 7121;

function isExpired(row: Pick<Row, 'status' | 'expiresAt'>, now: Date): boolean {
  return row.status === 'approved' && !!row.expiresAt && row.expiresAt.getTime() <= now.getTime();
}

function view(row: Row, file: Pick<StoredFileRow, 'handle' | 'name' | 'thumbState' | 'sha256'>, now: Date, masked: boolean): CollegeVerificationView {
  return {
    id: row.id,
    school: row.school,
    role: row.role,
    id_number: masked ? maskIdNumber(row.idNumber) : row.idNumber,
    document: { handle: file.handle, name: file.name, ...fileLinks(file) },
    status: row.status,
    expires_at: row.expiresAt?.toISOString() ?? null,
    expired: isExpired(row, now),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Newest first. */
const NEWEST = [desc(collegeVerifications.createdAt), desc(collegeVerifications.id)];
/** The queue's order: waiting requests first, the one waiting longest on top, then the others newest first. */
const QUEUE = [
  sql`(${collegeVerifications.status} = 'pending') desc`,
  sql`case when ${collegeVerifications.status} = 'pending' then ${collegeVerifications.createdAt} end asc`,
  sql`case when ${collegeVerifications.status} = 'pending' then ${collegeVerifications.id} end asc`,
  ...NEWEST,
];

/** Verifications with their documents: the rows (a page of them), then their files in one read (every row has its document: a file a verification keeps cannot be deleted). */
async function rowsWithFiles(db: Db, where: SQL | undefined, options: { limit?: number; offset?: number; queue?: boolean } = {}) {
  const query = db
    .select()
    .from(collegeVerifications)
    .where(where)
    .orderBy(...(options.queue ? QUEUE : NEWEST));
  const rows = options.limit !== undefined ? await query.limit(options.limit).offset(options.offset ?? 0) : await query;
  const files = await filesByIds(
    db,
    rows.map((row) => row.documentId),
  );
  return rows.flatMap((row) => {
    const file = files.get(row.documentId);
    return file ? [{ row, file }] : [];
  });
}

/** Whether the member holds an approval that has not expired (the "education" flag staff use for terms). */
export async function isEducation(db: Db, memberId: number, now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: collegeVerifications.id })
    .from(collegeVerifications)
    .where(and(eq(collegeVerifications.memberId, memberId), eq(collegeVerifications.status, 'approved'), gt(collegeVerifications.expiresAt, now)))
    .limit(1);
  return !!row;
}

/** Of `memberIds`, the ones with a valid approval (the back office's member list, one query). */
export async function educationMembers(db: Db, memberIds: readonly number[], now: Date = new Date()): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: collegeVerifications.memberId })
    .from(collegeVerifications)
    .where(and(inArray(collegeVerifications.memberId, [...memberIds]), eq(collegeVerifications.status, 'approved'), gt(collegeVerifications.expiresAt, now)));
  return new Set(rows.map((r) => r.memberId));
}

/** Why a member may not send a request now (the message key), or null. */
function refusalOf(rows: readonly Row[], now: Date): 'college.pending' | 'college.stillApproved' | null {
  if (rows.some((r) => r.status === 'pending')) return 'college.pending';
  const renewFrom = now.getTime() + COLLEGE.renewDays * DAY;
  if (rows.some((r) => r.status === 'approved' && r.expiresAt && r.expiresAt.getTime() > renewFrom)) return 'college.stillApproved';
  return null;
}

async function mine(db: Db, memberId: number, now: Date): Promise<MyCollege> {
  const rows = await rowsWithFiles(db, eq(collegeVerifications.memberId, memberId));
  const views = rows.map(({ row, file }) => view(row, file, now, true));
  return {
    current: views[0] ?? null,
    history: views.slice(1),
    education: rows.some(({ row }) => row.status === 'approved' && !isExpired(row, now)),
    can_submit:
      refusalOf(
        rows.map((r) => r.row),
        now,
      ) === null,
  };
}

/** GET /user/college: the member's own requests (newest first), the flag and whether they may send one. */
export async function myCollege(db: Db, actor: Actor | null, now: Date = new Date()): Promise<MyCollege> {
  return mine(db, requireMember(actor).user.id, now);
}

/**
 * POST /user/college: a new request (201). The document must be one of the member's own files
 * (any other handle: `document` 'fileUnknown', nothing stored). 409 while one waits, or while an
 * approval runs beyond the renewal window.
 */
export async function submitCollege(db: Db, actor: Actor | null, input: CollegeSubmission, now: Date = new Date()): Promise<MyCollege> {
  const member = requireMember(actor);
  const memberId = member.user.id;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${COLLEGE_LOCK}, ${memberId})`);
      const rows = await tx.select().from(collegeVerifications).where(eq(collegeVerifications.memberId, memberId));
      const refusal = refusalOf(rows, now);
      if (refusal) throw new ApiProblem(409, refusal, refusal === 'college.stillApproved' ? { values: { days: COLLEGE.renewDays } } : {});
      let file: StoredFileRow;
      try {
        [file] = await ownedMemberFiles(tx, memberId, [input.document]);
      } catch (error) {
        if (error instanceof InvalidInput) throw new InvalidInput({ document: { key: 'fileUnknown' } });
        throw error;
      }
      await tx.insert(collegeVerifications).values({
        memberId,
        school: input.school,
        role: input.role,
        idNumber: input.id_number,
        documentId: file.id,
        status: 'pending',
        createdAt: now,
      });
    });
  } catch (error) {
    // The partial unique index: another request of this member was stored at the same moment.
    if (isUniqueViolation(error)) throw new ApiProblem(409, 'college.pending');
    throw error;
  }
  return mine(db, memberId, now);
}

function nameOf(user: { nickname: string; account: string | null; id: number }): string {
  return user.nickname || user.account || `#${user.id}`;
}

async function staffRows(db: Db, where: SQL | undefined, options: { limit?: number; offset?: number; queue?: boolean }, now: Date): Promise<StaffCollegeRow[]> {
  const rows = await rowsWithFiles(db, where, options);
  const people = [...new Set(rows.flatMap(({ row }) => [row.memberId, row.reviewedBy].filter((id): id is number => id !== null)))];
  const byId = await memberCardsByIds(db, people);
  return rows.map(({ row, file }) => {
    const m = byId.get(row.memberId);
    const reviewer = row.reviewedBy !== null ? byId.get(row.reviewedBy) : undefined;
    return {
      ...view(row, file, now, false),
      member: { id: row.memberId, name: m ? nameOf(m) : `#${row.memberId}`, account: m?.account ?? null, company: m?.company ?? '', email: m?.email ?? null },
      reviewer: reviewer ? nameOf(reviewer) : null,
    };
  });
}

/**
 * GET /admin/college (sales): the requests of a state (waiting by default: oldest waiting first,
 * as a queue; other states newest first), a keyword over the school, the ID number and the
 * member's account, name, company and e-mail; 20 a page; with the number waiting.
 */
export async function listCollege(db: Db, actor: Actor | null, query: CollegeQuery, now: Date = new Date()): Promise<StaffCollegeList> {
  requireRole(actor, ...COLLEGE_STAFF_ROLES);
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(collegeVerifications.status, query.status));
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The members matching first (the members domain's search), then their ids as a plain list.
    const byMember = await memberIdsMatching(db, like, ['account', 'nickname', 'company', 'email']);
    conditions.push(or(ilike(collegeVerifications.school, like), ilike(collegeVerifications.idNumber, like), inIds(collegeVerifications.memberId, byMember))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [[{ total }], [{ pending }]] = await Promise.all([
    db.select({ total: count() }).from(collegeVerifications).where(where),
    db.select({ pending: count() }).from(collegeVerifications).where(eq(collegeVerifications.status, 'pending')),
  ]);
  const list = await staffRows(db, where, { limit: COLLEGE.pageSize, offset: (query.page - 1) * COLLEGE.pageSize, queue: true }, now);
  return { list, total: Number(total), pending: Number(pending), page: query.page, limit: COLLEGE.pageSize };
}

/** A member's requests for the back office's member page (sales), newest first, with the flag. */
export async function collegeOfMember(db: Db, actor: Actor | null, memberId: number, now: Date = new Date()): Promise<{ list: StaffCollegeRow[]; education: boolean }> {
  requireRole(actor, ...COLLEGE_STAFF_ROLES);
  const list = await staffRows(db, eq(collegeVerifications.memberId, memberId), {}, now);
  return { list, education: list.some((r) => r.status === 'approved' && !r.expired) };
}

/**
 * The decision as the member reads it in their general thread (/user/message), in the language
 * they write to us in (their latest message's, else the site's default, as the reply mail).
 */
async function decisionNotice(tx: Db, row: Row, decision: CollegeDecision): Promise<string> {
  const locale = await memberMailLocale(tx, row.memberId);
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'member.college.notice' });
  if (decision.decision === 'reject') return t('rejected', { school: row.school, reason: decision.reason });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(decision.expires_at);
  return t('approved', { school: row.school, date });
}

/**
 * POST /admin/college/{id}/review (sales): approve until `expires_at` or reject with `reason`.
 * Only a waiting request (409 otherwise); an unknown id is a 404. Audited. The member is told in
 * their general thread (a staff message through the messages service, with its e-mail notice),
 * in the same transaction: no decision without its message.
 */
export async function reviewCollege(db: Db, actor: Actor | null, id: number, decision: CollegeDecision, now: Date = new Date()): Promise<StaffCollegeRow> {
  const staff = requireRole(actor, ...COLLEGE_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(collegeVerifications).where(eq(collegeVerifications.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new ApiProblem(409, 'college.notPending');
    const change =
      decision.decision === 'approve'
        ? { status: 'approved' as const, expiresAt: decision.expires_at, reason: '' }
        : { status: 'rejected' as const, expiresAt: null, reason: decision.reason };
    await tx
      .update(collegeVerifications)
      .set({ ...change, reviewedBy: staff.user.id, reviewedAt: now })
      .where(eq(collegeVerifications.id, id));
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      {
        action: decision.decision === 'approve' ? 'college.approve' : 'college.reject',
        entity: 'college_verification',
        entityId: id,
        before: { status: row.status },
        after: { status: change.status, expires_at: change.expiresAt?.toISOString() ?? null, reason: change.reason, member_id: row.memberId },
      },
    );
    const body = await decisionNotice(tx as unknown as Db, row, decision);
    await staffReply(tx as unknown as Db, staff, { target: { member: row.memberId }, body, files: [] });
  });
  const [updated] = await staffRows(db, eq(collegeVerifications.id, id), {}, now);
  return updated;
}
