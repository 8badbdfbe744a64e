import 'server-only';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config';
import { isLocale } from '@/i18n/locale';
import { adminMessages } from '@/i18n/admin';
import { loadMessages } from '@/i18n/messages';
import { countryLabel } from '@/lib/countries';
import { siteUrl } from '@/lib/site-url';
import { formatBytes } from '@/lib/uploads';
import type { StoredFileInfo } from '@/lib/server/files/service';
import type { MailPayload, WebhookPayload } from './senders';

/*
 * What a new lead says to whom: the business gets the key fields and a link to the lead (in
 * Chinese and English, the back office's languages), the buyer an acknowledgement in their own
 * language with the reference (HX-…) and what happens next (and nothing they typed), the chat a
 * short text. Files sent with the request are named for staff (with their size) but never
 * attached: staff download them from the lead.
 */

/**
 * What the texts read of a lead: the outbox names the fields it needs instead of importing the
 * consultation's table, so consult (which writes leads and asks for their messages) stays above it.
 */
export interface LeadToAnnounce {
  id: number;
  reference: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  productId: number | null;
  quantity: number | null;
  message: string;
  locale: string;
  sourcePage: string;
  createdAt: Date;
}

export interface LeadFacts {
  lead: LeadToAnnounce;
  productName: string | null;
  /** The company's name in the buyer's language (system config). */
  companyName: string;
  /** The files sent with the request, in their order. */
  files?: readonly Pick<StoredFileInfo, 'name' | 'bytes'>[];
}

const line = (label: string, value: unknown) => (value === null || value === undefined || value === '' ? null : `${label}: ${value}`);

async function staffText(facts: LeadFacts, locale: 'zh-CN' | 'en') {
  const t = createTranslator({ locale, messages: await adminMessages(locale), namespace: 'mail.notify' });
  const { lead } = facts;
  const url = `${siteUrl()}${locale === 'en' ? '/en' : ''}/admin/leads/${lead.id}`;
  const subject = t('subject', { reference: lead.reference, name: lead.name, company: lead.company ? ` · ${lead.company}` : '' });
  const files = facts.files ?? [];
  const body = [
    t('intro'),
    '',
    line(t('reference'), lead.reference),
    line(t('name'), lead.name),
    line(t('company'), lead.company),
    line(t('email'), lead.email),
    line(t('phone'), lead.phone),
    line(t('country'), lead.country ? countryLabel(lead.country, locale) : ''),
    line(t('product'), facts.productName),
    line(t('quantity'), lead.quantity),
    line(t('locale'), lead.locale),
    line(t('sourcePage'), lead.sourcePage),
    '',
    `${t('message')}:`,
    lead.message,
    '',
    ...(files.length ? [`${t('files', { count: files.length })}:`, ...files.map((f) => `- ${f.name} (${formatBytes(f.bytes, locale)})`), ''] : []),
    t('open', { url }),
  ].filter((l): l is string => l !== null);
  return { subject, body: body.join('\n') };
}

/** The e-mail to the business: Chinese first, then English. */
export async function notifyMail(facts: LeadFacts, to: string): Promise<MailPayload> {
  const [zh, en] = await Promise.all([staffText(facts, 'zh-CN'), staffText(facts, 'en')]);
  return { to, subject: `${zh.subject} / ${en.subject}`, text: `${zh.body}\n\n————————\n\n${en.body}`, replyTo: facts.lead.email };
}

/**
 * The acknowledgement to the buyer, in the language the request was written in. The address is
 * whatever the form was given, never confirmed: the mail repeats nothing the sender typed (no name,
 * company, message or file name, which would let anyone make the business send their words, or
 * their link, to a stranger), only the reference, the number of files and the business's own text.
 */
export async function ackMail(facts: LeadFacts): Promise<MailPayload> {
  const { lead } = facts;
  const locale: Locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'mail.ack' });
  const files = facts.files ?? [];
  const text = [
    t('greeting'),
    '',
    t('thanks'),
    t('reference', { reference: lead.reference }),
    ...(files.length ? [t('files', { count: files.length })] : []),
    '',
    t('next'),
    '',
    t('closing', { company: facts.companyName }),
    '',
    t('notYou'),
  ].join('\n');
  return { to: lead.email, subject: t('subject', { reference: lead.reference }), text };
}

/** The chat's message (and the lead as JSON for the `json` kind). */
export async function webhookMessage(facts: LeadFacts): Promise<WebhookPayload> {
  const zh = await staffText(facts, 'zh-CN');
  const { lead } = facts;
  return {
    title: zh.subject,
    text: zh.body,
    data: {
      id: lead.id,
      reference: lead.reference,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      product: facts.productName,
      quantity: lead.quantity,
      message: lead.message,
      locale: lead.locale,
      source_page: lead.sourcePage,
      files: (facts.files ?? []).map((f) => ({ name: f.name, bytes: f.bytes })),
      created_at: lead.createdAt.toISOString(),
      url: `${siteUrl()}/admin/leads/${lead.id}`,
    },
  };
}
