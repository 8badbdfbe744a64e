/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { storedFiles } from '@/lib/server/db/schema';
import { statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { createOrderFromDesign, decideProof, decideQuote, getMemberOrder } from './service';
import { getAdminOrder } from './manage';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

/* What the buyer reads in an order's history: sales' notes with a status move, and only their own order's. */
describe.each(testDatabases())('the buyer’s order history on $name', ({ open }) => {
  const { db, design, quote, move, uploadProof, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  beforeAll(() => {
    ({ a, b, sales } = world.actors());
  });

  async function acceptedOrder() {
    const { id } = await createOrderFromDesign(db(), a, { designId: (await design(a)).id, quantity: null, note: 'Need them by May' });
    await quote(id);
    await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    return id;
  }

  it('shows the note sales wrote with a status move to the buyer, and not the buyer’s own request note again', async () => {
    const id = await acceptedOrder();
    await move(id, { status: 'sample', note: 'Sample leaves Friday by courier.' });
    const { events } = await getMemberOrder(db(), a, id);
    expect(events.find((e) => e.kind === 'status' && e.status === 'sample')).toMatchObject({ by: 'staff', note: 'Sample leaves Friday by courier.' });
    // The request's note is shown with the spec: the inquiry's event carries none.
    expect(events.find((e) => e.kind === 'status' && e.status === 'inquiry')).toMatchObject({ by: 'member', note: '' });
    // Staff still see every note as written.
    const staffView = await getAdminOrder(db(), sales, id);
    expect(staffView.events.find((e) => e.kind === 'status' && e.status === 'inquiry')?.note).toBe('Need them by May');
  });

  it('keeps another member out of the order and its history (404)', async () => {
    const id = await acceptedOrder();
    await move(id, { status: 'sample', note: 'Only for Ann.' });
    expect(await statusOf(getMemberOrder(db(), b, id))).toBe(404);
  });

  it('answers a file’s thumbnail address only once its thumbnail exists', async () => {
    const id = await acceptedOrder();
    const [file] = (await getMemberOrder(db(), a, id)).files;
    // A PDF whose preview is still being made (or failed, or a PSD that never gets one): no address to ask for.
    for (const state of ['none', 'pending', 'failed'] as const) {
      await db().update(storedFiles).set({ thumbState: state }).where(eq(storedFiles.handle, file.handle));
      expect((await getMemberOrder(db(), a, id)).files[0]).toMatchObject({ handle: file.handle, url: `/basic-api/v1/files/${file.handle}`, thumb_url: null });
    }
    await db()
      .update(storedFiles)
      .set({ thumbState: 'ready', thumbKey: `thumbs/${file.handle}.webp` })
      .where(eq(storedFiles.handle, file.handle));
    expect((await getMemberOrder(db(), a, id)).files[0].thumb_url).toMatch(new RegExp(`^/basic-api/v1/files/${file.handle}/thumb\\?v=`));
    expect((await getAdminOrder(db(), sales, id)).files[0].thumb_url).toMatch(/\/thumb\?v=/);
    expect(await statusOf(getMemberOrder(db(), b, id))).toBe(404);
  });

  it('links the tracking number to a known carrier’s tracking page, and shows a typed carrier as text', async () => {
    const shipped = async (carrier: string, trackingNumber: string) => {
      const id = await acceptedOrder();
      const proofId = (await uploadProof(id)).proofs[0].id;
      await decideProof(db(), a, id, proofId, { decision: 'approve', note: '' });
      await move(id, { status: 'production' });
      await move(id, { status: 'shipped', carrier, trackingNumber });
      return getMemberOrder(db(), a, id);
    };
    expect(await shipped('dhl', '4839201746')).toMatchObject({
      carrier: 'dhl',
      carrier_name: 'DHL Express',
      tracking_number: '4839201746',
      tracking_url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=4839201746',
    });
    expect(await shipped('Local courier', 'LC 77')).toMatchObject({ carrier_name: 'Local courier', tracking_number: 'LC 77', tracking_url: null });
  });
});
