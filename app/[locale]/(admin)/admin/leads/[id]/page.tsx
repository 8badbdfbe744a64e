import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LEAD_STATUSES } from '@/lib/config';
import { countryLabel } from '@/lib/countries';
import { formatBytes } from '@/lib/uploads';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { leadPage } from '@/lib/server/consult/pages';
import { guardStaffRecordPage } from '@/lib/server/http/record-page';
import { keyedTexts } from '@/lib/keyed-texts';
import LeadNoteForm from '@/components/admin/LeadNoteForm';
import MarkRead from '@/components/admin/MarkRead';
import LeadWorkflow from '@/components/admin/LeadWorkflow';
import StatusBadge from '@/components/admin/StatusBadge';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * /admin/leads/{id}: everything the buyer sent (with its reference and files, downloaded through
 * the staff-only file route), the workflow and the notes. Rendering it writes nothing; once it is
 * shown, the browser marks it read (MarkRead).
 */
export default async function LeadPage({ params }: Props) {
  const { locale, id } = await guardStaffRecordPage(params, '/admin/leads', LEADS_STAFF_ROLES);
  const found = await leadPage(id, locale);
  if (!found) notFound();
  const { lead, people, notifications } = found;
  const [t, tStatus, tLeads] = await Promise.all([adminTranslator(locale, 'lead'), adminTranslator(locale, 'status'), adminTranslator(locale, 'leads')]);
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');
  const none = <span className={styles.muted}>{t('none')}</span>;
  const statuses = keyedTexts(LEAD_STATUSES, (s) => tStatus(s));
  const mailto = `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(t('replySubject', { reference: lead.reference }))}`;

  return (
    <>
      {lead.read ? null : <MarkRead path={`/admin/leads/${lead.id}/read`} />}
      <Link className={styles.back} href={localizedPath(locale, '/admin/leads')}>
        ← {t('back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('title', { reference: lead.reference })}</h1>
        <StatusBadge status={lead.status} label={statuses[lead.status]} />
        <div className={styles.headActions}>
          <a className="button button--ghost" href={mailto}>
            {t('reply')}
          </a>
        </div>
      </div>
      <div className={styles.leadGrid}>
        <div>
          <section className={styles.panel} aria-labelledby="lead-sender">
            <h2 id="lead-sender">{t('sender')}</h2>
            <dl className={styles.facts}>
              <dt>{t('reference')}</dt>
              <dd dir="ltr">
                <strong>{lead.reference}</strong>
              </dd>
              <dt>{tLeads('name')}</dt>
              <dd>{lead.name}</dd>
              <dt>{t('company')}</dt>
              <dd>{lead.company || none}</dd>
              <dt>{t('email')}</dt>
              <dd dir="ltr">
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </dd>
              <dt>{t('phone')}</dt>
              <dd dir="ltr">{lead.phone || none}</dd>
              <dt>{t('country')}</dt>
              <dd>{lead.country ? countryLabel(lead.country, locale) : none}</dd>
              <dt>{t('product')}</dt>
              <dd>
                {lead.product ? (
                  <a href={localizedPath(locale, productPath(lead.product.id, String(lead.product.id)))} target="_blank" rel="noreferrer">
                    {lead.product.name}
                  </a>
                ) : (
                  none
                )}
              </dd>
              <dt>{t('quantity')}</dt>
              <dd>{lead.quantity ?? none}</dd>
              <dt>{t('locale')}</dt>
              <dd>{lead.locale}</dd>
              <dt>{t('sourcePage')}</dt>
              <dd dir="ltr">{lead.source_page || none}</dd>
              <dt>{t('received')}</dt>
              <dd>
                <time dateTime={lead.created_at}>{formatDateTime(new Date(lead.created_at))}</time>
              </dd>
              <dt>{t('address')}</dt>
              <dd dir="ltr">{lead.client_address || none}</dd>
            </dl>
            <h3 className="visually-hidden">{t('message')}</h3>
            <p className={styles.message}>{lead.message}</p>
          </section>
          <section className={styles.panel} aria-labelledby="lead-files">
            <h2 id="lead-files">
              {t('files')} {lead.files.length ? <span className={styles.muted}>({lead.files.length})</span> : null}
            </h2>
            {lead.files.length === 0 ? (
              <p className={styles.muted}>{t('noFiles')}</p>
            ) : (
              <>
                <ul className={styles.notes}>
                  {lead.files.map((file) => (
                    <li key={file.handle} className={styles.note}>
                      <a href={file.url} download={file.name} aria-label={t('download', { name: file.name })} dir="auto">
                        {file.name}
                      </a>
                      <div className={styles.noteMeta} dir="ltr">
                        {formatBytes(file.bytes, locale)} · {file.mime}
                      </div>
                    </li>
                  ))}
                </ul>
                <p className={styles.muted}>{t('filesNote')}</p>
              </>
            )}
          </section>
        </div>
        <div>
          <section className={styles.panel} aria-labelledby="lead-workflow">
            <h2 id="lead-workflow">{t('workflow')}</h2>
            <LeadWorkflow
              lead={lead}
              people={people}
              texts={{ ...keyedTexts(['status', 'assignee', 'followUp', 'save', 'saving', 'saved'], (k) => t(k)), nobody: tLeads('nobody'), statuses }}
            />
          </section>
          <section className={styles.panel} aria-labelledby="lead-notifications">
            <h2 id="lead-notifications">{t('notifications')}</h2>
            {notifications.length === 0 ? (
              <p className={styles.muted}>{t('noNotifications')}</p>
            ) : (
              <ul className={styles.notes}>
                {notifications.map((n) => (
                  <li key={n.id} className={styles.note}>
                    <div className={styles.noteMeta}>
                      {t(`purpose.${n.purpose.replace('lead.', '') as 'notify' | 'ack' | 'webhook'}`)} · <span dir="ltr">{n.recipient}</span>
                    </div>
                    <p className={`${styles.noteBody} ${n.status === 'sent' ? styles.ok : n.status === 'failed' ? styles.problem : ''}`}>
                      {n.status === 'sent'
                        ? t('delivery.sent', { when: when(n.sent_at) })
                        : n.status === 'failed'
                          ? t('delivery.failed', { error: n.last_error ?? '', when: when(n.next_attempt_at) })
                          : t('delivery.queued')}{' '}
                      <span className={styles.muted}>({t('delivery.attempts', { count: n.attempts })})</span>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="lead-notes">
            <h2 id="lead-notes">{t('notes')}</h2>
            {lead.notes.length === 0 ? <p className={styles.muted}>{t('noNotes')}</p> : null}
            <ol className={styles.notes}>
              {lead.notes.map((note) => (
                <li key={note.id} className={styles.note}>
                  <div className={styles.noteMeta}>
                    {note.author} · <time dateTime={note.created_at}>{formatDateTime(new Date(note.created_at))}</time>
                  </div>
                  <p className={styles.noteBody}>{note.body}</p>
                </li>
              ))}
            </ol>
            <LeadNoteForm leadId={lead.id} texts={{ note: t('note'), placeholder: t('notePlaceholder'), add: t('addNote'), adding: t('adding') }} />
          </section>
        </div>
      </div>
    </>
  );
}
