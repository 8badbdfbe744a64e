import 'server-only';
import type { FileReaders } from '@/lib/server/files/readers';

/*
 * Each domain's rule for reading the stored files it uses (lib/server/files/readers.ts), listed
 * here so that files, a building block, imports none of them. Each is loaded when a file is
 * asked for.
 */
export const FILE_READERS: FileReaders = {
  purposes: {
    // A content library's download: to whom its entry allows (public ones without a session).
    library: async (db, actor, fileId) => (await import('@/lib/server/content/service')).libraryFileReadable(db, actor, fileId),
    // A certification's document: everyone once a certification shows it (staff before).
    trust: async (db, actor, fileId) => (await import('@/lib/server/trust/service')).trustFileReadable(db, actor, fileId),
  },
  holders: [
    // An order's own files: staff files, and a lead's files once the lead is the member's order.
    { purposes: ['staff', 'inquiry'], holds: async (db, memberId, fileId) => (await import('@/lib/server/orders/file-holders')).fileOfMemberOrder(db, memberId, fileId) },
    { purposes: ['staff'], holds: async (db, memberId, fileId) => (await import('@/lib/server/orders/file-holders')).proofOfMemberOrder(db, memberId, fileId) },
    { purposes: ['staff'], holds: async (db, memberId, fileId) => (await import('@/lib/server/orders/file-holders')).photoOfMemberOrder(db, memberId, fileId) },
    { purposes: ['staff'], holds: async (db, memberId, fileId) => (await import('@/lib/server/messages/file-holders')).fileInMemberThread(db, memberId, fileId) },
  ],
};
