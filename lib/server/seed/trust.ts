import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/server/db/types';
import { storedFiles, trustCertifications, trustTerms } from '@/lib/server/db/schema';
import { getStorage } from '@/lib/server/files/storage';
import { onePagePdf, pdfText } from './dielines';
import { TRUST_DEMO_CERTIFICATIONS, TRUST_TERM_TEXTS } from './trust-texts';
import type { DemoModule } from './types';

/*
 * The demo's trust facts: the terms of business in 14 languages and three certifications, the
 * first with a certificate to download (a drawn one-page PDF).
 */

/** A plain certificate page (A4 portrait) naming the standard, its number and issuer. */
function certificatePdf(c: (typeof TRUST_DEMO_CERTIFICATIONS)[number]): Buffer {
  const lines = [
    `/F1 26 Tf 72 720 Td (${pdfText('Certificate')}) Tj`,
    `/F1 18 Tf 0 -48 Td (${pdfText(c.name)}) Tj`,
    `/F1 12 Tf 0 -32 Td (${pdfText(`Certificate number: ${c.number}`)}) Tj`,
    `0 -20 Td (${pdfText(`Issued by: ${c.issuer}`)}) Tj`,
    `0 -20 Td (${pdfText(`Valid until: ${c.validUntil}`)}) Tj`,
    `0 -40 Td (${pdfText('Demo document of the site: not a real certificate.')}) Tj`,
  ];
  return onePagePdf(`0.757 0.255 0.047 RG 3 w 36 36 523 770 re S\n0.13 0.1 0.08 rg BT ${lines.join(' ')} ET`, 595, 842);
}

async function seedTrust(tx: Db): Promise<void> {
  await tx
    .insert(trustTerms)
    .values({ id: 1, ...TRUST_TERM_TEXTS })
    .onConflictDoNothing();
  for (const [sort, c] of TRUST_DEMO_CERTIFICATIONS.entries()) {
    let fileId: number | null = null;
    if (c.document) {
      const bytes = certificatePdf(c);
      const handle = randomBytes(16).toString('hex');
      const key = `files/trust/${handle}`;
      await getStorage().put(key, bytes, { contentType: 'application/pdf' });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const [row] = await tx
        .insert(storedFiles)
        .values({ handle, storageKey: key, purpose: 'trust', name: c.document, mime: 'application/pdf', bytes: bytes.length, sha256, ownerId: null })
        .returning({ id: storedFiles.id });
      fileId = row.id;
    }
    await tx.insert(trustCertifications).values({ name: c.name, number: c.number, issuer: c.issuer, validUntil: c.validUntil, fileId, sort });
  }
}

export const TRUST_MODULE: DemoModule = { key: 'trust', seed: seedTrust };
