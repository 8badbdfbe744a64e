import { UPLOADED_MEDIA_FILE } from '@/lib/server/catalogue/images';
import { getStorage } from '@/lib/server/files/storage';

/**
 * GET /uploads/media/{name}.webp: a catalogue picture staff uploaded (public, like the build's
 * /media artwork). Names are content hashes, so an address never changes what it shows.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const found = UPLOADED_MEDIA_FILE.test(file) ? await getStorage().get(`media/${file}`) : null;
  if (!found) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(found.body, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(found.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
