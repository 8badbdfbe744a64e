import { NextResponse } from 'next/server';
import { openAvatar } from '@/lib/server/members/avatar';
import { fail } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * GET /avatars/{handle}: a member's picture, public (it is shown beside their name in the member
 * menu and the back office). The bytes are our own 256 × 256 WebP re-encoding, never what was
 * uploaded, so they are sent inline; a new picture gets a new handle, so this one never changes.
 */
export const GET = apiRoute<undefined, { handle: string }>({}, async ({ db, params, t }) => {
  const found = await openAvatar(db, params.handle);
  if (!found) return fail(404, t('notFound'));
  return new NextResponse(found.body, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(found.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
