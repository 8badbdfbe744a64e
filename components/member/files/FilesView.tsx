'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { MemberFile, MemberFileList } from '@/lib/api/contract/files';
import { formatBytes } from '@/lib/uploads';
import { Dialog } from '@/components/ui/Dialog';
import { StrokePath } from '@/components/ui/StrokePath';
import DropZone from './DropZone';
import FileThumb from './FileThumb';
import UploadList from './UploadList';
import { useMemberFiles, type MemberFiles } from './use-member-files';
import styles from './Files.module.css';

/*
 * /user/uploading in the browser: the space used, the drop zone, the uploads under way, and a
 * card per file (thumbnail or icon, name, size, date, where it is used, download, rename, delete).
 */

interface Hrefs {
  /** The design editor (/product/editProduct): + /{id}. */
  design: string;
  /** The orders (/user/myOrder): + /{id}. */
  order: string;
  /** The messages (/user/message): + ?order={id} or ?thread={id}. */
  message: string;
}

type Notice = { tone: 'ok' | 'error'; text: string } | null;

export default function FilesView({ initial, title, intro, hrefs }: { initial: MemberFileList; title: string; intro: string; hrefs: Hrefs }) {
  const t = useTranslations('member.files');
  const locale = useLocale();
  const files = useMemberFiles({ initial });
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<MemberFile | null>(null);
  const data = files.data ?? initial;
  const usedPercent = Math.min(100, (data.used_bytes / data.quota_bytes) * 100);

  const confirmDelete = async () => {
    const file = deleting;
    setDeleting(null);
    if (!file) return;
    const error = await files.remove(file.handle);
    setNotice(error ? { tone: 'error', text: error } : { tone: 'ok', text: t('deletedOk', { name: file.name }) });
  };

  return (
    <>
      <header className={styles.pageHead}>
        <div>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
        {/* Nothing stored: the space on offer, not a rounded "1 kB of …" beside "0 files". */}
        {data.used_bytes === 0 && data.list.length === 0 ? (
          <p className={styles.quotaFree} data-testid="quota-free">
            <span className={styles.muted}>{t('quotaLabel')}</span> <strong dir="ltr">{t('quotaFree', { total: formatBytes(data.quota_bytes, locale) })}</strong>
          </p>
        ) : (
          <div className={styles.quota}>
            <div className={styles.quotaTop}>
              <span className={styles.muted}>{t('quotaLabel')}</span>
              <strong dir="ltr" data-testid="quota-used">
                {t('quota', { used: formatBytes(data.used_bytes, locale), total: formatBytes(data.quota_bytes, locale) })}
              </strong>
            </div>
            <div
              className={styles.quotaBar}
              role="meter"
              aria-label={t('quotaLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(usedPercent)}
              aria-valuetext={t('quota', { used: formatBytes(data.used_bytes, locale), total: formatBytes(data.quota_bytes, locale) })}
            >
              <span className={styles.quotaFill} style={{ inlineSize: `${Math.max(usedPercent, data.used_bytes > 0 ? 1 : 0)}%` }} />
            </div>
          </div>
        )}
      </header>

      <DropZone onFiles={files.add} />
      <UploadList files={files} />

      <div aria-live="polite">
        {notice ? (
          <p className={`${styles.notice} ${notice.tone === 'error' ? styles.noticeError : styles.noticeOk}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="my-files-heading" className={styles.page} style={{ paddingBlock: 0 }}>
        <div className={styles.listHead}>
          <h2 id="my-files-heading">{t('title')}</h2>
          {data.list.length > 0 ? <span className={styles.muted}>{t('count', { count: data.list.length })}</span> : null}
        </div>
        {data.list.length === 0 ? (
          <div className={styles.empty}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.emptyIcon}>
              <StrokePath
                d="M3.75 7.5V18A2.25 2.25 0 0 0 6 20.25h12A2.25 2.25 0 0 0 20.25 18V9.75A2.25 2.25 0 0 0 18 7.5h-6.4L9.7 5.3a1.5 1.5 0 0 0-1.1-.55H6A2.25 2.25 0 0 0 3.75 7Z"
                width="1.5"
                join="round"
              />
            </svg>
            <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
            <p>{t('empty')}</p>
          </div>
        ) : (
          <ul className={styles.grid} data-testid="file-grid">
            {data.list.map((file) => (
              <FileCard key={file.handle} file={file} files={files} hrefs={hrefs} onNotice={setNotice} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </section>

      <Dialog
        open={deleting !== null}
        title={t('delete')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        tone="warning"
      >
        <p>{deleting ? t('confirmDelete', { name: deleting.name }) : null}</p>
      </Dialog>
    </>
  );
}

function FileCard({
  file,
  files,
  hrefs,
  onNotice,
  onDelete,
}: {
  file: MemberFile;
  files: MemberFiles;
  hrefs: Hrefs;
  onNotice: (notice: Notice) => void;
  onDelete: (file: MemberFile) => void;
}) {
  const t = useTranslations('member.files');
  const format = useFormatter();
  const locale = useLocale();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `rename-${file.handle}`;

  useEffect(() => {
    if (renaming) input.current?.select();
  }, [renaming]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const problem = await files.rename(file.handle, name);
    setSaving(false);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setRenaming(false);
    onNotice({ tone: 'ok', text: t('renamedOk') });
  };

  const uses = file.used_in ?? { designs: [], orders: [], messages: [] };
  const used = uses.designs.length + uses.orders.length + uses.messages.length > 0;

  return (
    <li className={styles.card} data-testid="file-card" data-handle={file.handle}>
      <a href={file.url} download={file.name} tabIndex={-1} aria-hidden="true">
        <FileThumb file={file} pendingLabel={t('thumbPending')} />
      </a>
      <div className={styles.cardBody}>
        {renaming ? (
          <form className={styles.renameForm} onSubmit={(e) => void submit(e)} noValidate>
            <label htmlFor={inputId} className="visually-hidden">
              {t('renameLabel', { name: file.name })}
            </label>
            <div className={styles.renameRow}>
              <input
                ref={input}
                id={inputId}
                className={styles.renameInput}
                value={name}
                maxLength={120}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    setRenaming(false);
                    setName(file.name);
                    setError(null);
                  }
                }}
                dir="auto"
              />
              <button type="submit" className={`button ${styles.smallButton}`} disabled={saving}>
                {t('save')}
              </button>
            </div>
            {error ? (
              <p id={`${inputId}-error`} className={styles.uploadError} role="alert">
                {error}
              </p>
            ) : null}
            <div>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  setRenaming(false);
                  setName(file.name);
                  setError(null);
                }}
              >
                {t('cancel')}
              </button>
            </div>
          </form>
        ) : (
          <p className={styles.cardName} dir="auto">
            {file.name}
          </p>
        )}
        <p className={styles.cardMeta}>
          <span dir="ltr">{formatBytes(file.bytes, locale)}</span>
          <span>{t('uploadedAt', { date: format.dateTime(new Date(file.created_at), { dateStyle: 'medium' }) })}</span>
          {file.thumb === 'pending' ? <span>{t('thumbPending')}</span> : null}
        </p>
        <p className={styles.usedIn}>
          <span className={styles.usedInLabel}>{t('usedIn')}:</span>
          {used ? (
            <>
              {uses.designs.map((d) => (
                <a key={`d${d.id}`} className={styles.tag} href={`${hrefs.design}/${d.id}`}>
                  {t('design', { name: d.name })}
                </a>
              ))}
              {uses.orders.map((o) => (
                <a key={`o${o.id}`} className={styles.tag} href={`${hrefs.order}/${o.id}`} dir="ltr">
                  {t('order', { reference: o.reference })}
                </a>
              ))}
              {uses.messages.map((m) => (
                <a key={`m${m.thread_id}`} className={styles.tag} href={m.order_id ? `${hrefs.message}?order=${m.order_id}` : `${hrefs.message}?thread=${m.thread_id}`}>
                  {m.reference ? t('messageOrder', { reference: m.reference }) : t('messageGeneral')}
                </a>
              ))}
            </>
          ) : (
            <span className={`${styles.tag} ${styles.tagMuted}`}>{t('notUsed')}</span>
          )}
        </p>
        {!renaming ? (
          <div className={styles.cardActions} role="group" aria-label={t('actions', { name: file.name })}>
            <a className={styles.linkButton} href={file.url} download={file.name}>
              {t('download')}
            </a>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setName(file.name);
                setRenaming(true);
              }}
            >
              {t('rename')}
            </button>
            <button type="button" className={styles.dangerButton} onClick={() => onDelete(file)}>
              {t('delete')}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
