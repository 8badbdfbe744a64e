import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { messageFiles, messages, messageThreads } from './schema';

/** Whether `fileId` was sent in a message of one of `memberId`'s threads (a file staff attached to a reply): lib/server/file-readers.ts. */
export async function fileInMemberThread(db: Db, memberId: number, fileId: number): Promise<boolean> {
  const [found] = await db
    .select({ one: messageFiles.fileId })
    .from(messageFiles)
    .innerJoin(messages, eq(messages.id, messageFiles.messageId))
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messageFiles.fileId, fileId), eq(messageThreads.memberId, memberId)))
    .limit(1);
  return !!found;
}
