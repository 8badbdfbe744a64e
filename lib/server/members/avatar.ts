import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { API } from '@/lib/config';
import { requireMember, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { renderUpload } from '@/lib/server/files/image-renderer';
import { discard, receiveToTemp } from '@/lib/server/files/receive';
import { avatarStorageKey, deleteOtherAvatarFiles, recordAvatarFile } from '@/lib/server/files/avatar-rows';
import { sniffImage } from '@/lib/server/files/sniff';
import { getStorage, type FileStorage } from '@/lib/server/files/storage';
import type { ClientMeta } from '@/lib/server/http/client';
import { InvalidInput, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { users } from './schema';
import type { User } from './sessions';

/*
 * The member's picture. The browser crops it square and sends the crop (PNG, JPEG or WebP, at most
 * AVATAR.maxBytes) as the raw body; here it is sniffed from its bytes and decoded in the bounded
 * renderer (image-renderer.ts: a child process under memory, CPU and time limits, so a crafted
 * picture costs the server nothing). A file that only pretends to be a picture is a 415, one of
 * more than AVATAR.maxPixels pixels or one that passes the renderer's bounds a 422, on `file`.
 * The picture is re-encoded as a 256 × 256 WebP without metadata and stored like every upload
 * (storage interface, a `stored_files` row with purpose 'avatar' and a random handle).
 * users.avatar holds its public URL, GET /basic-api/v1/avatars/{handle}: the bytes are our own
 * re-encoding, so they are served inline to anyone who has the URL. The previous picture is deleted.
 */

export const AVATAR = {
  /** What the browser may send (its crop is far smaller). */
  maxBytes: 5 * 1024 * 1024,
  size: 256,
  quality: 82,
  /** The most pixels a picture may have (the renderer refuses more before decoding them). */
  maxPixels: 40_000_000,
  /** Changes per member an hour. */
  perHour: { max: 20, windowSeconds: 3600 },
} as const;

const HANDLE = /^[0-9a-f]{32}$/;

export const avatarUrl = (handle: string) => `${API.base}${API.prefix}/avatars/${handle}`;

export async function storeAvatar(db: Db, actor: Actor | null, request: Request, client: ClientMeta, storage: FileStorage = getStorage()): Promise<User> {
  const member = requireMember(actor);
  const userId = member.user.id;
  const hit = await hitRateLimit(db, `profile:avatar:${userId}`, AVATAR.perHour);
  if (!hit.allowed) throw new TooManyRequests(hit.retryAfterSeconds);
  const received = await receiveToTemp(request, AVATAR.maxBytes);
  const output = `${received.path}.webp`;
  let webp: Buffer;
  try {
    if (received.bytes === 0 || !sniffImage(received.head)) throw new InvalidInput({ file: { key: 'image' } }, { status: 415 });
    await renderUpload({ mode: 'avatar', input: received.path, output, size: AVATAR.size, maxPixels: AVATAR.maxPixels, quality: AVATAR.quality }, 415);
    webp = await readFile(output);
  } finally {
    await discard(received);
    await rm(output, { force: true });
  }
  const handle = randomBytes(16).toString('hex');
  const key = `files/avatar/${handle}.webp`;
  await storage.put(key, webp, { contentType: 'image/webp' });
  try {
    const user = await db.transaction(async (tx) => {
      await recordAvatarFile(tx, {
        handle,
        storageKey: key,
        bytes: webp.length,
        sha256: createHash('sha256').update(webp).digest('hex'),
        ownerId: userId,
        clientAddress: client.address,
      });
      const [row] = await tx
        .update(users)
        .set({ avatar: avatarUrl(handle) })
        .where(eq(users.id, userId))
        .returning();
      return row;
    });
    await dropOldAvatars(db, userId, handle, storage);
    return user;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The member's earlier pictures: rows and bytes. */
async function dropOldAvatars(db: Db, userId: number, keep: string, storage: FileStorage): Promise<void> {
  const old = await deleteOtherAvatarFiles(db, userId, keep);
  for (const key of old) await storage.delete(key).catch(() => undefined);
}

/** The bytes of an avatar by its handle (public), or null. */
export async function openAvatar(db: Db, handle: string, storage: FileStorage = getStorage()) {
  if (!HANDLE.test(handle)) return null;
  const key = await avatarStorageKey(db, handle);
  if (key === null) return null;
  return storage.get(key);
}
