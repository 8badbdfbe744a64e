import 'server-only';
import { LOCALES, TRANSLATE, type Locale } from '@/lib/config';
import { TRANSLATE_STAFF_ROLES, type TranslateFillInput, type TranslateFillRecord, type TranslateFillResult } from '@/lib/api/contract/translate';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { log } from '@/lib/server/observability/logger.mjs';
import { ApiProblem, notFound, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { TRANSLATE_TARGETS, type LocalizedTexts } from '@/lib/server/translate-targets';
import { configuredTranslator } from './configured';
import { markMachineTranslated } from './marks';
import { protect, restore } from './protect';
import { TranslatorError, type Translator } from './providers';
import { allTerms } from './terms';

/*
 * "Fill the missing languages": for each record, the texts of its source language (zh-CN when
 * written, else en, else the first language written) are sent to the provider for every language
 * that has an empty text, with the protected terms held back; what comes back fills only the
 * languages still empty when it is written (the owner's write), and those are marked machine
 * translated. A language the provider lacks or fails is reported, never faked or half written.
 */

const written = (value: string | undefined) => (value ?? '').trim() !== '';

/** The language a record is translated from: zh-CN, else en, else the first written. */
export function sourceLocale(texts: LocalizedTexts): Locale | null {
  const has = (locale: Locale) => Object.values(texts).some((field) => written(field[locale]));
  return (['zh-CN', 'en', ...LOCALES] as Locale[]).find(has) ?? null;
}

/** The fields each target language lacks that the source has. */
function missing(texts: LocalizedTexts, source: Locale): Map<Locale, string[]> {
  const gaps = new Map<Locale, string[]>();
  for (const locale of LOCALES) {
    if (locale === source) continue;
    const fields = Object.keys(texts).filter((field) => written(texts[field][source]) && !written(texts[field][locale]));
    if (fields.length) gaps.set(locale, fields);
  }
  return gaps;
}

/** One language of one record: the translated texts by field, or null when it could not be done. */
async function translateLanguage(translator: Translator, texts: LocalizedTexts, fields: string[], source: Locale, target: Locale, terms: string[]) {
  if (!translator.supports(target, 'target')) return null;
  const sent = fields.map((field) => protect(texts[field][source]!, terms));
  const started = Date.now();
  try {
    const answers = await translator.translate(
      sent.map((s) => s.html),
      source,
      target,
    );
    const restored = answers.map((html, i) => restore(html, sent[i].terms));
    const ok = restored.every((text) => text !== null && text !== '');
    log().info({ provider: translator.provider, source, target, texts: fields.length, ms: Date.now() - started, ok }, '[translate] provider call');
    if (!ok) return null;
    return Object.fromEntries(fields.map((field, i) => [field, restored[i]!]));
  } catch (error) {
    if (!(error instanceof TranslatorError)) throw error;
    log().warn({ provider: translator.provider, source, target, ms: Date.now() - started, failure: error.message }, '[translate] provider call failed');
    return null;
  }
}

async function fillRecord(
  db: Db,
  actor: Actor,
  translator: Translator,
  input: TranslateFillInput,
  id: number,
  texts: LocalizedTexts,
  terms: string[],
): Promise<TranslateFillRecord> {
  const source = sourceLocale(texts);
  if (!source || !translator.supports(source, 'source')) return { id, filled: [], failed: source ? [...missing(texts, source).keys()] : [] };
  const gaps = [...missing(texts, source)];
  const fills: LocalizedTexts = {};
  const failed: Locale[] = [];
  // A few languages at a time: quicker than one by one, gentler on the provider than thirteen at once.
  for (let at = 0; at < gaps.length; at += TRANSLATE.parallelLanguages) {
    const batch = gaps.slice(at, at + TRANSLATE.parallelLanguages);
    const results = await Promise.all(batch.map(([target, fields]) => translateLanguage(translator, texts, fields, source, target, terms)));
    results.forEach((result, i) => {
      const target = batch[i][0];
      if (!result) return failed.push(target);
      for (const [field, text] of Object.entries(result)) (fills[field] ??= {})[target] = text;
    });
  }
  const target = TRANSLATE_TARGETS[input.kind];
  const filled = await target.fill(db, actor, id, fills, (tx, locales) => markMachineTranslated(tx, input.kind, id, locales));
  return { id, filled, failed };
}

/** Fills the missing languages of one record, or of several products (the product list's bulk action). */
export async function fillMissingLanguages(
  db: Db,
  actor: Actor | null,
  input: TranslateFillInput,
  translator: Translator | null = configuredTranslator(),
): Promise<TranslateFillResult> {
  const staff = requireRole(actor, ...TRANSLATE_STAFF_ROLES);
  if (!translator) throw new ApiProblem(409, 'translate.unavailable');
  const target = TRANSLATE_TARGETS[input.kind];
  // Every record is read before anything is sent: an unknown id refuses the whole call.
  const records: [number, LocalizedTexts][] = [];
  for (const id of input.ids) {
    const texts = await target.read(db, staff, id);
    if (!texts) throw notFound();
    records.push([id, texts]);
  }
  const limit = await hitRateLimit(db, `translate:${staff.user.id}`, TRANSLATE.rateLimit, new Date(), records.length);
  if (!limit.allowed) throw new TooManyRequests(limit.retryAfterSeconds);
  const terms = await allTerms(db);
  const result: TranslateFillRecord[] = [];
  for (const [id, texts] of records) result.push(await fillRecord(db, staff, translator, input, id, texts, terms));
  return { records: result };
}
