/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { revalidateTag } from 'next/cache';
import { validate } from '@/lib/validation/kit';
import { certificationChangeSchema, certificationCreateSchema, TRUST_DOCUMENT, TRUST_LIMITS, trustTermsSchema, type CertificationInput } from '@/lib/api/contract/trust';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { openFileFor } from '@/lib/server/files/access';
import { bigPng, sampleExe, samplePdf, samplePng, sampleTiff } from '@/lib/server/files/samples';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { readAll, uploadRequest } from '@/lib/server/testing/file-storages';
import { insertStoredFile } from '@/lib/server/testing/stored-files';
import { errorKeys, outcomeOf, valid } from '@/lib/server/testing/validation';
import { uploadTrustDocument } from './documents';
import { adminTrust, createCertification, deleteCertification, moveCertification, saveTrustTerms, updateCertification } from './manage';
import { publicTrust } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

const revalidated = revalidateTag as jest.Mock;
const client = { address: '192.0.2.7', userAgent: 'jest' };
const terms = {
  samples: { 'zh-CN': '样品 3–5 天', en: 'Samples in 3–5 days\nSample fee refunded with the order.' },
  payment: { 'zh-CN': '30% 定金', en: '30% deposit, 70% before shipping' },
  shipping: { 'zh-CN': 'FOB 深圳', en: 'FOB Shenzhen' },
  regions: { 'zh-CN': '欧洲、北美', en: 'Europe, North America', ja: 'ヨーロッパ、北米' },
};
const iso = (extra: Partial<CertificationInput> = {}): CertificationInput => ({
  name: 'ISO 9001',
  number: 'CN-QMS-2291',
  issuer: 'SGS',
  validUntil: '2027-06-30',
  document: null,
  ...extra,
});

describe("the trust forms' rules", () => {
  it('requires zh-CN for every term and keeps lengths, numbers and handles in bounds', () => {
    expect(errorKeys(validate(trustTermsSchema, { ...terms, payment: { en: 'Deposit' }, regions: { 'zh-CN': 'x'.repeat(TRUST_LIMITS.term) } }))).toEqual({
      'payment.zh-CN': 'required',
      'regions.zh-CN': 'tooLong',
    });
    expect(valid(validate(trustTermsSchema, terms))).toEqual({ terms, expectedUpdatedAt: null });
    expect(errorKeys(validate(certificationCreateSchema, { name: '', number: 'n'.repeat(61), valid_until: '2027-02-30', document: '../etc/passwd' }))).toEqual({
      name: 'required',
      number: 'tooLong',
      valid_until: 'date',
      document: 'fileUnknown',
    });
    expect(valid(validate(certificationCreateSchema, { name: ' ISO 9001 ', number: 'A-1', valid_until: '2027-06-30', document: '' }))).toEqual({
      name: 'ISO 9001',
      number: 'A-1',
      issuer: '',
      validUntil: '2027-06-30',
      document: null,
    });
    expect(errorKeys(validate(certificationChangeSchema, { name: 'BSCI', number: '1' }))).toEqual({ updated_at: 'required' });
  });
});

describe.each(testDatabases())('the trust facts on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let folder: string;
  const actors: Record<string, Actor> = {};
  const upload = (bytes: Buffer, name: string, actor: Actor | null = actors.editor) =>
    uploadTrustDocument(opened.db, uploadRequest('/basic-api/v1/admin/trust/documents', bytes, name), actor, client, name);

  beforeAll(async () => {
    opened = await open();
    folder = await mkdtemp(path.join(os.tmpdir(), 'trust-'));
    setStorage(new LocalDiskStorage(folder));
    Object.assign(actors, await catalogueCast(opened.db));
  });
  afterAll(async () => {
    setStorage(undefined);
    await rm(folder, { recursive: true, force: true });
    await opened?.close();
  });
  beforeEach(() => revalidated.mockClear());

  it('lets only editors and admins edit or upload: nobody 401, a member or a sales person 404, and nothing changes', async () => {
    const db = opened.db;
    const refusals = [
      { who: null, status: 401 },
      { who: actors.member, status: 404 },
      { who: actors.sales, status: 404 },
    ];
    for (const { who, status } of refusals) {
      const calls = [
        () => adminTrust(db, who),
        () => saveTrustTerms(db, who, { terms, expectedUpdatedAt: null }),
        () => createCertification(db, who, iso()),
        () => upload(samplePdf(), 'cert.pdf', who),
      ];
      for (const call of calls) expect(await outcomeOf(call())).toBe(status);
    }
    expect(revalidated).not.toHaveBeenCalled();
    expect(await publicTrust(db, 'en')).toEqual({ certifications: [], terms: [] });
  });

  it('saves the terms per locale, refuses a stale save (409), and shows them with their fallback', async () => {
    const db = opened.db;
    const saved = await saveTrustTerms(db, actors.editor, { terms, expectedUpdatedAt: null });
    expect(revalidated.mock.calls.map((c) => c[0])).toEqual(['trust']);
    expect(await outcomeOf(saveTrustTerms(db, actors.admin, { terms, expectedUpdatedAt: null }))).toBe(409);
    const changed = { ...terms, payment: { ...terms.payment, en: 'T/T: 30% deposit' } };
    await saveTrustTerms(db, actors.admin, { terms: changed, expectedUpdatedAt: new Date(saved.updated_at!) });
    const en = await publicTrust(db, 'en');
    expect(en.terms.map((t) => [t.key, t.text, t.lang])).toEqual([
      ['samples', terms.samples.en, undefined],
      ['payment', 'T/T: 30% deposit', undefined],
      ['shipping', 'FOB Shenzhen', undefined],
      ['regions', 'Europe, North America', undefined],
    ]);
    // Japanese has only the regions: the rest falls back to English and says so.
    const ja = await publicTrust(db, 'ja');
    expect(ja.terms.map((t) => t.lang)).toEqual(['en', 'en', 'en', undefined]);
    expect((await adminTrust(db, actors.editor)).terms.payment.en).toBe('T/T: 30% deposit');
  });

  it('keeps a document private until a certification shows it, then serves it to everyone', async () => {
    const db = opened.db;
    const pdf = samplePdf();
    const document = await upload(pdf, 'ISO 9001 certificate.pdf');
    expect(document).toMatchObject({ name: 'ISO 9001 certificate.pdf', mime: 'application/pdf', url: `/basic-api/v1/files/${document.handle}` });
    for (const who of [null, actors.member]) expect(await outcomeOf(openFileFor(db, who, document.handle))).toBe(404);
    expect(await outcomeOf(openFileFor(db, actors.editor, document.handle))).toBe('ok');

    const created = await createCertification(db, actors.editor, iso({ document: document.handle }));
    expect(created).toMatchObject({ name: 'ISO 9001', number: 'CN-QMS-2291', issuer: 'SGS', valid_until: '2027-06-30', document: { handle: document.handle } });
    const opened_ = await openFileFor(db, null, document.handle);
    expect((await readAll(opened_.object.body)).equals(pdf)).toBe(true);
    expect((await publicTrust(db, 'ar')).certifications).toEqual([
      { id: created.id, name: 'ISO 9001', number: 'CN-QMS-2291', issuer: 'SGS', valid_until: '2027-06-30', document: created.document },
    ]);

    // The same document cannot be shown twice; a member's file or an unknown handle is no document.
    const memberFile = await insertStoredFile(db, actors.member.user.id);
    for (const handle of [document.handle, memberFile, 'f'.repeat(32)]) {
      expect(await outcomeOf(createCertification(db, actors.editor, iso({ name: 'BSCI', document: handle })))).toEqual({ document: 'fileUnknown' });
    }

    // Replacing the document deletes the old one; deleting the certification deletes its document.
    const picture = await upload(await samplePng(), 'bsci.png');
    const updated = await updateCertification(db, actors.editor, created.id, { ...iso({ document: picture.handle }), expectedUpdatedAt: new Date(created.updated_at) });
    expect(updated.document?.handle).toBe(picture.handle);
    expect(await outcomeOf(openFileFor(db, actors.admin, document.handle))).toBe(404);
    expect(await outcomeOf(updateCertification(db, actors.editor, created.id, { ...iso(), expectedUpdatedAt: new Date(created.updated_at) }))).toBe(409);
    await deleteCertification(db, actors.editor, created.id, new Date(updated.updated_at));
    expect(await outcomeOf(openFileFor(db, actors.admin, picture.handle))).toBe(404);
    expect((await publicTrust(db, 'en')).certifications).toEqual([]);
  });

  it('refuses a program or artwork that is no document (415) and a file over the limit (413), storing nothing', async () => {
    expect(await statusOf(upload(sampleExe(), 'cert.pdf'))).toBe(415);
    expect(await statusOf(upload(await sampleTiff(), 'cert.tif'))).toBe(415);
    expect(await statusOf(upload(await bigPng(TRUST_DOCUMENT.maxBytes + 1), 'big.png'))).toBe(413);
    expect((await adminTrust(opened.db, actors.editor)).certifications).toEqual([]);
  });

  it('orders the certifications, moves them, and holds at most TRUST_LIMITS.certifications', async () => {
    const db = opened.db;
    const made = [];
    for (let i = 0; i < TRUST_LIMITS.certifications; i++) made.push(await createCertification(db, actors.editor, iso({ name: `Cert ${i}`, number: String(i) })));
    expect(await outcomeOf(createCertification(db, actors.editor, iso()))).toBe(400);
    const moved = await moveCertification(db, actors.editor, made[1].id, 'up');
    expect(moved.slice(0, 2).map((c) => c.name)).toEqual(['Cert 1', 'Cert 0']);
    expect((await publicTrust(db, 'en')).certifications[0].name).toBe('Cert 1');
    expect(await outcomeOf(moveCertification(db, actors.member, made[0].id, 'down'))).toBe(404);
    expect(await outcomeOf(deleteCertification(db, actors.sales, made[0].id))).toBe(404);
    expect(await outcomeOf(deleteCertification(db, actors.editor, 999_999))).toBe(404);
    expect((await adminTrust(db, actors.admin)).certifications).toHaveLength(TRUST_LIMITS.certifications);
  });
});
