import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { formatDateTime } from '@/lib/format-date';
import { parseId } from '@/lib/parse-id';
import { isRevisionKind, REVISION_ROLES, type RevisionSummary } from '@/lib/api/contract/revisions';
import { resolveText } from '@/lib/server/catalogue/localized';
import { guardStaffPage } from '@/lib/server/http/page';
import { revisionHistory, revisionPair } from '@/lib/server/revision-pages';
import { compareSnapshots } from '@/lib/server/revisions/diff';
import { ListPanel, ListTable, type Column } from '@/components/admin/list/AdminList';
import RestoreRevision from '@/components/admin/revisions/RestoreRevision';
import RevisionCompare from '@/components/admin/revisions/RevisionCompare';
import adminStyles from '@/components/admin/Admin.module.css';
import styles from '@/components/admin/revisions/Revisions.module.css';

type Props = { params: Promise<{ locale: string; kind: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const numberOf = (raw: string | string[] | undefined) => (typeof raw === 'string' ? parseId(raw) : null);

/** /admin/revisions/{kind}/{id}: a record's saves (who, when, what changed), two of them compared, and restore. */
export default async function RevisionsPage({ params, searchParams }: Props) {
  const { locale, kind, id: rawId } = await params;
  const id = parseId(rawId);
  if (!isAdminLocale(locale) || !isRevisionKind(kind) || id === null) notFound();
  const path = `/admin/revisions/${kind}/${id}`;
  await guardStaffPage(locale, path, REVISION_ROLES[kind]);
  const history = await revisionHistory(kind, id);
  if (!history) notFound();
  const t = await adminTranslator(locale, 'revisions');
  const { record, list } = history;
  const query = await searchParams;
  // By default the newest save against the one before it.
  const newer = numberOf(query.newer) ?? list[0]?.number ?? null;
  const older = numberOf(query.older) ?? list[1]?.number ?? null;
  const pair = newer !== null && older !== null ? await revisionPair(kind, id, Math.min(older, newer), Math.max(older, newer)) : null;
  const fieldName = (field: string) => (t.has(`fields.${field}` as 'fields.name') ? t(`fields.${field}` as 'fields.name') : field);
  const rows = pair ? compareSnapshots(pair[0].snapshot, pair[1].snapshot).map((row) => ({ ...row, label: fieldName(row.field) })) : [];
  const restoreTexts = { restore: t('restore'), restoring: t('restoring'), restored: t('restored'), cancel: t('cancel') };
  const name = resolveText(record.title, locale).value;
  const columns: Column<RevisionSummary>[] = [
    {
      head: t('number'),
      cell: (revision, index) => (
        <span className={styles.number}>
          #{revision.number}
          {index === 0 ? <span className={`${adminStyles.badge} ${adminStyles.badge_won}`}>{t('current')}</span> : null}
        </span>
      ),
    },
    { head: t('who'), cell: (revision) => revision.actor ?? <span className={adminStyles.muted}>{t('before')}</span> },
    { head: t('when'), cell: (revision) => formatDateTime(new Date(revision.created_at)) },
    { head: t('changed'), cell: (revision) => (revision.changed.length ? revision.changed.map(fieldName).join(', ') : t('nothingChanged')) },
    {
      head: t('restore'),
      hiddenHead: true,
      labelled: false,
      // The newest revision is what the record holds now: nothing to restore.
      cell: (revision, index) =>
        index === 0 ? null : (
          <RestoreRevision
            url={`/admin/revisions/${kind}/${id}/${revision.number}/restore`}
            texts={{ ...restoreTexts, confirm: t('restoreConfirm', { number: revision.number }) }}
          />
        ),
    },
  ];

  return (
    <>
      <Link className={adminStyles.back} href={localizedPath(locale, record.editPath)}>
        ← {t('back')}
      </Link>
      <div className={adminStyles.head}>
        <h1>{t('title', { name })}</h1>
        <p>{t(`kinds.${kind}`)}</p>
      </div>
      <ListPanel heading={{ id: 'history', text: t('history') }} isEmpty={list.length === 0} emptyText={t('empty')}>
        <ListTable rows={list} columns={columns} rowKey={(revision) => revision.number} />
      </ListPanel>
      {list.length > 1 ? (
        <section className={adminStyles.panel} aria-labelledby="compare">
          <h2 id="compare">{t('compareTitle')}</h2>
          <form className={styles.compareForm} method="get" action={localizedPath(locale, path)}>
            {(['older', 'newer'] as const).map((side) => (
              <label key={side}>
                {t(side)}
                <select className={adminStyles.input} name={side} defaultValue={String(side === 'older' ? older : newer)}>
                  {list.map((revision) => (
                    <option key={revision.number} value={revision.number}>
                      #{revision.number} · {revision.actor ?? t('before')}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button type="submit" className="button">
              {t('compare')}
            </button>
          </form>
          {pair ? (
            <>
              <p>{t('compared', { older: pair[0].number, newer: pair[1].number })}</p>
              <RevisionCompare
                rows={rows}
                texts={{
                  field: t('field'),
                  older: t('older'),
                  newer: t('newer'),
                  empty: t('empty_value'),
                  added: t('added'),
                  removed: t('removed'),
                  noDifference: t('noDifference'),
                  same: t('sameFields', { count: rows.filter((r) => !r.changed).length }),
                }}
              />
            </>
          ) : (
            <p className={adminStyles.muted}>{t('noDifference')}</p>
          )}
        </section>
      ) : null}
    </>
  );
}
