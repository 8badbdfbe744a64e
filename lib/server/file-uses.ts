import 'server-only';
import type { FileUses } from '@/lib/server/files/uses';

/*
 * Each domain's answer to where it keeps stored files (lib/server/files/uses.ts), listed here so
 * that files, a building block, imports none of them. Each is loaded when it is asked.
 */
export const FILE_USES: FileUses = {
  designs: async (db, fileIds) => (await import('@/lib/server/designs/file-uses')).designsUsingFiles(db, fileIds),
  dropFromDesigns: async (db, fileId) => (await import('@/lib/server/designs/file-uses')).dropFileFromDesigns(db, fileId),
  orders: async (db, fileIds) => (await import('@/lib/server/orders/file-uses')).ordersUsingFiles(db, fileIds),
  keptByOrders: async (db, fileIds) => (await import('@/lib/server/orders/file-uses')).filesKeptByOrders(db, fileIds),
  proofOrders: async (db, fileId) => (await import('@/lib/server/orders/file-uses')).ordersWithProof(db, fileId),
  orderReferences: async (db, orderIds) => (await import('@/lib/server/orders/file-uses')).orderReferences(db, orderIds),
  threads: async (db, fileIds) => (await import('@/lib/server/messages/file-uses')).threadsUsingFiles(db, fileIds),
  inCollege: async (db, fileId) => (await import('@/lib/server/college/file-uses')).verificationKeepsFile(db, fileId),
  attachedToLead: async (db, fileIds) => (await import('@/lib/server/consult/file-uses')).anyAttachedToLead(db, fileIds),
  leadAttachments: async (db, leadIds) => (await import('@/lib/server/consult/file-uses')).attachmentsOfLeads(db, leadIds),
  notAttachedToLead: async (fileId) => (await import('@/lib/server/consult/file-uses')).notAttachedToLead(fileId),
};
