import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Design } from '@/lib/api/contract/designs';
import { profileSchema } from '@/lib/api/contract/members';
import type { Actor } from '@/lib/server/access';
import { createAddress } from '@/lib/server/addresses/service';
import { products } from '@/lib/server/catalogue/schema';
import type { Db } from '@/lib/server/db/types';
import { createDesign } from '@/lib/server/designs/service';
import { addFavorite } from '@/lib/server/favorites/service';
import { storedFiles } from '@/lib/server/files/schema';
import { uploadMemberFile } from '@/lib/server/files/member-files';
import { makeThumbnail } from '@/lib/server/files/thumbnails';
import type { ClientMeta } from '@/lib/server/http/client';
import { postEntry } from '@/lib/server/ledger/statement';
import { updateProfile } from '@/lib/server/members/profile';
import { staffReply } from '@/lib/server/messages/manage';
import { postMemberMessage } from '@/lib/server/messages/service';
import { addProof, getAdminOrder, moveOrder, setQuote } from '@/lib/server/orders/manage';
import { createOrderFromDesign, decideProof, decideQuote, getMemberOrder } from '@/lib/server/orders/service';
import { addressSchema } from '@/lib/api/contract/addresses';
import { designSchema } from '@/lib/api/contract/designs';
import { validate, type Validation } from '@/lib/validation/kit';
import { memberPostSchema, staffReplySchema } from '@/lib/api/contract/messages';
import { entrySchema } from '@/lib/api/contract/statement';
import { logoPng, proofPng, type ProofSheet } from './demo-artwork';
import { orderMoveSchema, proofDecisionSchema, proofNoteFromHeader, quoteDecisionSchema, quoteSchema } from '@/lib/api/contract/orders';

/*
 * The demo buyer's history, written through the services a real buyer and the business use (the
 * same validation, state machine, points, audit log and files), each step its own transaction as
 * a request would be, so that every member page and the back office show what the real flows
 * make: a profile, a ship-to address, favourites, saved designs with the buyer's logo, five orders
 * standing at different steps (delivered, in production, a proof waiting for the buyer, a quote
 * waiting for the buyer, a request waiting for the business's quote, so that the back office's
 * "What waits for us" has an order in it at the first start), their statement, the points they earned, and two conversations (the
 * business's reply unread by the buyer, the buyer's question unread by the business). Texts are
 * the buyer's and the sales team's own words, in English.
 */

export interface DemoCast {
  member: Actor;
  /** The demo staff account (sales, admin): it quotes, sends proofs, posts payments and replies. */
  staff: Actor;
  client: ClientMeta;
}

export interface DemoStory {
  orders: { id: number; reference: string; status: string }[];
}

/** The demo's inputs are fixed: a refusal is a mistake in this file, told as such. */
function valid<T>(checked: Validation<T>, what: string): T {
  if (!checked.ok) throw new Error(`demo ${what} refused: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The catalogue products the designs start from (their slugs); others stand in when the catalogue was changed. */
const WANTED = ['neoprene-zip-pouch', 'felt-laptop-sleeve', 'eva-earphone-case', 'canvas-promotional-tote', 'eva-hard-drive-case', 'eva-camera-case'];

async function pickProducts(db: Db): Promise<number[]> {
  const wanted = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(inArray(products.slug, WANTED), eq(products.published, true)));
  const bySlug = new Map(wanted.map((p) => [p.slug, p.id]));
  const others = await db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.sort), asc(products.id)).limit(WANTED.length);
  const spare = others.map((p) => p.id).filter((id) => !wanted.some((w) => w.id === id));
  return WANTED.map((slug) => bySlug.get(slug) ?? spare.shift()).filter((id): id is number => id !== undefined);
}

function upload(body: Buffer, name: string): Request {
  return new Request(`http://localhost/demo/${name}`, { method: 'POST', body: new Uint8Array(body), headers: { 'content-length': String(body.length) } });
}

/** A demo design: the fields a member fills in, with a quantity always given. */
type DesignPlan = Pick<Design, 'name' | 'size' | 'material' | 'colours' | 'print_method' | 'logo_placement' | 'notes'> & { quantity: number };

const DESIGNS: DesignPlan[] = [
  {
    name: 'Trail pouch, navy',
    size: '21 × 13 × 6 cm',
    material: 'Neoprene 3 mm',
    colours: ['navy', 'orange'],
    print_method: 'screenPrint',
    logo_placement: 'front',
    quantity: 1000,
    notes: 'Orange zip puller, logo one colour white.',
  },
  {
    name: 'Field laptop sleeve 14"',
    size: '36 × 26 × 2 cm',
    material: 'Wool felt 4 mm',
    colours: ['grey'],
    print_method: 'debossing',
    logo_placement: 'front',
    quantity: 600,
    notes: 'Leather tab with the debossed logo, magnetic flap.',
  },
  {
    name: 'Earbud case, moulded logo',
    size: '8 × 6 × 3 cm',
    material: 'EVA with lycra cover',
    colours: ['black'],
    print_method: 'embossing',
    logo_placement: 'lid',
    quantity: 2000,
    notes: 'Carabiner in black. Logo embossed on the lid, no colour.',
  },
  {
    name: 'Event tote 2026',
    size: '38 × 42 cm, 10 cm gusset',
    material: 'Cotton canvas 12 oz',
    colours: ['beige', 'navy'],
    print_method: 'screenPrint',
    logo_placement: 'frontAndBack',
    quantity: 1500,
    notes: 'Navy handles. Back print: the event dates, one colour.',
  },
  {
    name: 'Hard drive case for field kits',
    size: '15 × 10 × 5 cm',
    material: 'EVA 1680D',
    colours: ['black'],
    print_method: 'rubberPatch',
    logo_placement: 'lid',
    quantity: 800,
    notes: 'Mesh pocket inside for the cable.',
  },
];

const PROOFS: Record<'delivered' | 'production' | 'proof', ProofSheet> = {
  delivered: { title: 'Trail pouch, navy — front, screen print white', version: 1, outline: { width: 210, height: 130 }, logoWidth: 60, colour: '#1f2f5c' },
  production: { title: 'Field laptop sleeve 14" — leather tab, debossed', version: 1, outline: { width: 360, height: 260 }, logoWidth: 50, colour: '#8a8f98' },
  proof: { title: 'Earbud case — lid, embossed', version: 1, outline: { width: 80, height: 60 }, logoWidth: 40, colour: '#1b1b1b' },
};

export async function writeDemoMemberStory(db: Db, cast: DemoCast): Promise<DemoStory> {
  const { member, staff, client } = cast;
  const memberId = member.user.id;

  await updateProfile(db, member, valid(validate(profileSchema, { nickname: 'Lena Hoffmann', company: 'Northwind Outfitters GmbH' }), 'profile'));
  await createAddress(
    db,
    member,
    valid(
      validate(addressSchema, {
        kind: 'shipping',
        recipient: 'Lena Hoffmann',
        company: 'Northwind Outfitters GmbH',
        phone: '+49 40 3861 2270',
        country: 'DE',
        line1: 'Am Sandtorkai 38',
        line2: 'Warehouse gate 2',
        city: 'Hamburg',
        postal_code: '20457',
        is_default: true,
      }),
      'address',
    ),
  );

  const productIds = await pickProducts(db);
  if (productIds.length === 0) return { orders: [] };

  const logo = await logoPng('Northwind');
  const logoFile = await uploadMemberFile(db, upload(logo, 'northwind-logo.png'), member, client, 'northwind-logo.png');
  // As the upload route does once the file is stored.
  await makeThumbnail(db, logoFile.handle);

  const designs: Design[] = [];
  for (const [i, plan] of DESIGNS.entries()) {
    const productId = productIds[i % productIds.length];
    designs.push(await createDesign(db, member, valid(validate(designSchema, { ...plan, product_id: productId, files: [logoFile.handle] }), 'design'), 'en'));
  }
  await addFavorite(db, member, productIds[productIds.length - 1]);
  if (productIds.length > 1) await addFavorite(db, member, productIds[1]);

  const order = async (designIndex: number, note: string) => (await createOrderFromDesign(db, member, { designId: designs[designIndex].id, quantity: null, note })).id;
  const updatedAt = async (id: number) => (await getAdminOrder(db, staff, id)).updated_at;
  const quote = async (id: number, fields: Record<string, string>) =>
    setQuote(db, staff, id, valid(validate(quoteSchema, { currency: 'USD', ...fields, updated_at: await updatedAt(id) }), 'quote'));
  const accept = (id: number, note: string) => decideQuote(db, member, id, valid(validate(quoteDecisionSchema, { decision: 'accepted', note }), 'quote decision'));
  const move = async (id: number, status: string, extra: Record<string, string> = {}) =>
    moveOrder(db, staff, id, valid(validate(orderMoveSchema, { status, ...extra, updated_at: await updatedAt(id) }), 'move'));
  const sendProof = async (id: number, sheet: ProofSheet, note: string) => {
    const picture = await proofPng(sheet);
    const name = `proof-v${sheet.version}.png`;
    const detail = await addProof(db, staff, id, upload(picture, name), { client, name, note: valid(proofNoteFromHeader(encodeURIComponent(note)), 'proof note') });
    // addProof makes the thumbnail in the background: the server listens once it is there.
    await thumbnailSettled(db, detail.proofs[0].file.handle);
    return detail.proofs[0].id;
  };
  const decide = async (id: number, proofId: number, decision: 'approve' | 'changes', note: string) =>
    decideProof(db, member, id, proofId, valid(validate(proofDecisionSchema, { decision, note }), 'proof decision'));
  const pay = (orderId: number, kind: string, amount: string, days: number, note: string) =>
    postEntry(
      db,
      staff,
      valid(validate(entrySchema, { member_id: memberId, order_id: orderId, kind, amount, currency: 'USD', entry_date: daysAgo(days), note }), 'statement entry'),
    );

  // 1. Delivered: a proof revised once, shipped, paid in full.
  const delivered = await order(0, 'For our autumn catalogue. Can you match Pantone 2767 C for the navy?');
  await quote(delivered, {
    unit_price: '2.85',
    quantity: '1000',
    sample_fee: '0',
    shipping_fee: '260',
    lead_time_days: '25',
    note: 'Navy matched to Pantone 2767 C. FOB Shenzhen, shipping by air to Hamburg.',
  });
  await accept(delivered, 'Approved, please go ahead.');
  await pay(delivered, 'deposit', '933.00', 41, '30 % deposit, bank transfer');
  const first = await sendProof(delivered, { ...PROOFS.delivered, logoWidth: 45 }, 'Logo 45 mm wide, centred on the front.');
  await decide(delivered, first, 'changes', 'Could the logo be a little larger, about 60 mm?');
  const second = await sendProof(delivered, { ...PROOFS.delivered, version: 2 }, 'Logo enlarged to 60 mm as asked.');
  await decide(delivered, second, 'approve', '');
  await move(delivered, 'production', { note: 'Cutting started.' });
  await move(delivered, 'shipped', { carrier: 'dhl', tracking_number: '4839201746', note: '2 cartons, 38 kg.' });
  await pay(delivered, 'payment', '2177.00', 12, 'Balance before shipping');
  await move(delivered, 'delivered', { note: 'Signed for by the warehouse.' });

  // 2. In production: a sample fee and a deposit, and a question about it.
  const production = await order(1, 'We would like a physical sample first if possible.');
  await quote(production, {
    unit_price: '4.60',
    quantity: '600',
    sample_fee: '45',
    shipping_fee: '180',
    lead_time_days: '30',
    note: 'Sample in 7 days, bulk 30 days after the proof is approved.',
  });
  await accept(production, '');
  await pay(production, 'sample_fee', '45.00', 9, 'Sample');
  await pay(production, 'deposit', '828.00', 6, '30 % deposit');
  const sleeve = await sendProof(production, PROOFS.production, 'Debossed tab, logo 50 mm.');
  await decide(production, sleeve, 'approve', 'Looks great.');
  await move(production, 'production', { note: 'Felt cut, tabs being debossed.' });
  await postMemberMessage(
    db,
    member,
    valid(validate(memberPostSchema, { order_id: production, body: 'Hello, could you send a photo of the first finished sleeves before you pack them?' }), 'message'),
    'en',
  );
  await staffReply(
    db,
    staff,
    valid(
      validate(staffReplySchema, { order_id: production, body: 'Of course. The first sleeves come off the line on Thursday; we will post photos to this order the same day.' }),
      'reply',
    ),
  );

  // 3. A proof waiting for the buyer.
  const proof = await order(2, '');
  await quote(proof, { unit_price: '1.35', quantity: '2000', shipping_fee: '320', lead_time_days: '35', note: 'Embossed lid needs a new mould (included).' });
  await accept(proof, '');
  await sendProof(proof, PROOFS.proof, 'Logo 40 mm, embossed 0.5 mm on the lid. Please check the position.');

  // 4. A quote waiting for the buyer.
  const quoted = await order(3, 'For a trade fair in March; delivery by mid-February please.');
  await quote(quoted, {
    unit_price: '2.10',
    quantity: '1500',
    shipping_fee: '410',
    lead_time_days: '28',
    note: 'Two-colour screen print front and back. Sea freight would save about USD 250.',
  });

  // 5. A request waiting for the business's quote (the newest: the first of the back office's waiting orders).
  const asked = await order(4, 'Could you quote 800 with our logo as a rubber patch on the lid? Sea freight to Hamburg is fine.');

  // A question to the account team, not about an order (unread for the business).
  await postMemberMessage(db, member, valid(validate(memberPostSchema, { general: true, body: 'Do you offer recycled polyester for the totes next year?' }), 'message'), 'en');

  const orders = [];
  for (const id of [delivered, production, proof, quoted, asked]) {
    const detail = await getMemberOrder(db, member, id);
    orders.push({ id, reference: detail.reference, status: detail.status });
  }
  return { orders };
}

/** Waits (at most 20 s) until a file's thumbnail is no longer being made. */
async function thumbnailSettled(db: Db, handle: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const [row] = await db.select({ state: storedFiles.thumbState }).from(storedFiles).where(eq(storedFiles.handle, handle));
    if (!row || row.state !== 'pending') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
