import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import type { ThreadUse } from '@/lib/server/files/uses';
import { messageFiles, messages, messageThreads } from './schema';

/*
 * The threads a file was sent in, for files (lib/server/file-uses.ts): a sent message is the
 * record of what was said, so its files are shown as used and cannot be deleted.
 */

/** The threads each of `fileIds` was sent in: one line per file and thread, by thread id (none for no files). */
export async function threadsUsingFiles(db: Db, fileIds: readonly number[]): Promise<ThreadUse[]> {
  return db
    .selectDistinct({ fileId: messageFiles.fileId, threadId: messageThreads.id, orderId: messageThreads.orderId })
    .from(messageFiles)
    .innerJoin(messages, eq(messages.id, messageFiles.messageId))
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(inArray(messageFiles.fileId, [...fileIds]))
    .orderBy(asc(messageThreads.id));
}
