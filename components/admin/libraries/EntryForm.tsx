'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api/client';
import { uploadMemberFile } from '@/components/member/files/upload-member-file';
import type { Locale, Visibility } from '@/lib/config';
import { acceptList, ARTWORK_KINDS } from '@/lib/uploads';
import type { AdminEntry } from '@/lib/api/contract';
import LocalizedFields, { type LocalizedValues, type MachineMarks } from '../LocalizedFields';
import { useFilledVersion } from '../translate/use-filled-version';
import ImageUpload, { type UploadedImage } from '../ImageUpload';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import { VisibilityFields, type LevelChoice, type LibraryTexts } from './LibrarySettingsForm';
import styles from '../Admin.module.css';
import own from './Libraries.module.css';
import { SaveRow } from '../FormOutcome';

type Image = AdminEntry['images'][number];
type File = { handle: string; name: string; label: LocalizedValues };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));
const small = (src: string) => src.replace(/\.webp$/, '-sm.webp');

/** Uploads one staff file (the raw body to /basic-api/upload?purpose=staff); the entry's save attaches it. */
function FileUpload({ label, busyLabel, locale, onUploaded }: { label: string; busyLabel: string; locale: string; onUploaded: (file: { handle: string; name: string }) => void }) {
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  async function send(file: globalThis.File) {
    setBusy(0);
    setProblem('');
    const result = await uploadMemberFile(file, locale, (sent, total) => setBusy(Math.round((sent / Math.max(1, total)) * 100)), 'staff').done;
    setBusy(null);
    if (result.ok) onUploaded(result.file);
    else if (!result.aborted) setProblem(result.message ?? String(result.status));
  }
  return (
    <div>
      <label className="button button--ghost" aria-busy={busy !== null}>
        {busy !== null ? `${busyLabel} ${busy}%` : label}
        <input
          type="file"
          className="visually-hidden"
          accept={acceptList(ARTWORK_KINDS)}
          disabled={busy !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
            e.target.value = '';
          }}
        />
      </label>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An entry of a library: texts in 14 languages, address, order and publication, cover and gallery
 * (the catalogue's picture store), downloads (staff files uploaded here, attached on save), tags,
 * product, who may download. A new entry is POSTed (then the page moves to its editor); an
 * existing one is PATCHed with the version it was read at (409 when someone saved since).
 */
export default function EntryForm({
  libraryKey,
  libraryName,
  entry,
  tags,
  levels,
  products,
  locale,
  texts,
  form,
  machine,
}: {
  libraryKey: string;
  libraryName: string;
  entry?: AdminEntry;
  tags: { key: string; name: string }[];
  levels: LevelChoice[];
  products: { id: number; name: string }[];
  locale: Locale;
  texts: LibraryTexts;
  form: ContentFormTexts;
  /** The languages a machine filled, not reviewed yet. */
  machine?: MachineMarks;
}) {
  const router = useRouter();
  const { state, run, fieldError } = useAdminSave();
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const [sort, setSort] = useState(String(entry?.sort ?? 0));
  const [published, setPublished] = useState(entry?.published ?? true);
  const [values, setValues] = useState({ title: { ...entry?.title }, summary: { ...entry?.summary }, body: { ...entry?.body } });
  const [base, setBase] = useFilledVersion(entry?.updated_at, () => entry && setValues({ title: { ...entry.title }, summary: { ...entry.summary }, body: { ...entry.body } }));
  const [cover, setCover] = useState(entry?.cover ?? '');
  const [images, setImages] = useState<Image[]>(entry?.images ?? []);
  const [files, setFiles] = useState<File[]>(entry?.files.map((f) => ({ handle: f.handle, name: f.name, label: f.label })) ?? []);
  const [chosenTags, setChosenTags] = useState<string[]>(entry?.tags ?? []);
  const [productId, setProductId] = useState<number | null>(entry?.product_id ?? null);
  const [download, setDownload] = useState<Visibility>(entry?.download_visibility ?? 'members');
  const [downloadLevel, setDownloadLevel] = useState<number | null>(entry?.download_min_level_id ?? null);

  function change(name: string, l: Locale, value: string) {
    setValues((v) => ({ ...v, [name]: { ...v[name as keyof typeof v], [l]: value } }));
  }

  const move = <T,>(list: T[], i: number, by: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    return next;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = {
      slug,
      sort,
      published,
      ...values,
      cover,
      images,
      files: files.map((f) => ({ handle: f.handle, label: f.label })),
      tags: chosenTags,
      product_id: productId,
      download_visibility: download,
      download_min_level_id: download === 'level' ? downloadLevel : null,
      ...(entry ? { updated_at: base } : {}),
    };
    if (entry) {
      const saved = await run(() => api.patch<AdminEntry>(`/admin/libraries/entries/${entry.id}`, { data, errorMessageMode: 'none' }));
      if (saved) setBase(saved.updated_at);
    } else {
      const created = await run(() => api.post<AdminEntry>(`/admin/libraries/${libraryKey}/entries`, { data, errorMessageMode: 'none' }), { refresh: false });
      if (created) router.push(`/${locale}/admin/libraries/${libraryKey}/${created.id}`);
    }
  }

  const error = (name: string) => (fieldError(name) ? <small className={styles.problem}>{fieldError(name)}</small> : null);

  return (
    <form className={own.grid2} onSubmit={submit} aria-busy={state.kind === 'busy'} aria-label={entry ? texts.entryEdit : fill(texts.entryNew, { library: libraryName })}>
      <div className={own.stack}>
        <section className={styles.panel}>
          <div className={styles.form}>
            <div className={own.row}>
              <label className={styles.field}>
                <span>{texts.slug}</span>
                <input className={styles.input} name="slug" value={slug} onChange={(e) => setSlug(e.target.value)} required maxLength={80} dir="ltr" />
                <small className={own.hint}>{fill(texts.slugHint, { library: libraryKey })}</small>
                {error('slug')}
              </label>
              <label className={styles.field}>
                <span>{texts.sort}</span>
                <input className={styles.input} name="sort" type="number" min={0} max={100000} value={sort} onChange={(e) => setSort(e.target.value)} />
                {error('sort')}
              </label>
            </div>
            <label className={styles.check}>
              <input type="checkbox" name="published" checked={published} onChange={(e) => setPublished(e.target.checked)} /> {texts.publishedLabel}
            </label>
            <LocalizedFields
              fields={[
                { name: 'title', label: texts.titleField, required: true },
                { name: 'summary', label: texts.summaryField, rows: 3, required: true },
                { name: 'body', label: texts.bodyField, rows: 10, hint: texts.bodyHint },
              ]}
              values={values}
              onChange={change}
              errorOf={fieldError}
              texts={form}
              machine={machine}
            />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="entry-pictures">
          <h2 id="entry-pictures">{texts.cover}</h2>
          <div className={own.cover}>
            {cover ? <img src={small(cover)} alt="" /> : null}
            <ImageUpload<UploadedImage> action="/admin/libraries/images" label={texts.upload} busyLabel={texts.uploading} onUploaded={(image) => setCover(image.src)} />
          </div>
          {error('cover')}
          <h2 style={{ marginBlockStart: 20 }}>{texts.gallery}</h2>
          <p className={own.hint}>{texts.galleryHint}</p>
          <ul className={own.pictures}>
            {images.map((image, i) => (
              <li key={`${image.src}-${i}`}>
                <img src={small(image.src)} alt="" />
                <span className={own.pictureActions}>
                  <button type="button" className="button button--ghost" disabled={i === 0} onClick={() => setImages(move(images, i, -1))} aria-label={form.moveUp}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={i === images.length - 1}
                    onClick={() => setImages(move(images, i, 1))}
                    aria-label={form.moveDown}
                  >
                    ↓
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setImages(images.filter((_, j) => j !== i))}>
                    {texts.remove}
                  </button>
                </span>
                {error(`images.${i}.src`)}
              </li>
            ))}
          </ul>
          <div style={{ marginBlockStart: 12 }}>
            <ImageUpload<UploadedImage>
              action="/admin/libraries/images"
              label={texts.addPicture}
              busyLabel={texts.uploading}
              onUploaded={(image) => setImages((list) => [...list, { ...image, alt: { ...values.title } }])}
            />
          </div>
          {error('images')}
        </section>
      </div>
      <div className={own.stack}>
        <section className={styles.panel} aria-labelledby="entry-downloads">
          <h2 id="entry-downloads">{texts.downloads}</h2>
          <p className={own.hint}>{texts.downloadsHint}</p>
          <ul className={own.files} style={{ marginBlock: 12 }}>
            {files.map((file, i) => (
              <li key={file.handle} className={own.file}>
                <span className={own.fileHead}>
                  <bdi dir="ltr">{file.name}</bdi>
                  <button type="button" className="button button--ghost" onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                    {texts.remove}
                  </button>
                </span>
                <span className={own.fileLabels}>
                  <label className={styles.field}>
                    <span>{texts.fileLabelZh}</span>
                    <input
                      className={styles.input}
                      value={file.label['zh-CN'] ?? ''}
                      onChange={(e) => setFiles(files.map((f, j) => (j === i ? { ...f, label: { ...f.label, 'zh-CN': e.target.value } } : f)))}
                      maxLength={120}
                    />
                  </label>
                  <label className={styles.field}>
                    <span>{texts.fileLabelEn}</span>
                    <input
                      className={styles.input}
                      value={file.label.en ?? ''}
                      onChange={(e) => setFiles(files.map((f, j) => (j === i ? { ...f, label: { ...f.label, en: e.target.value } } : f)))}
                      maxLength={120}
                    />
                  </label>
                </span>
                {error(`files.${i}.handle`)}
              </li>
            ))}
          </ul>
          <FileUpload
            label={texts.addFile}
            busyLabel={texts.uploading}
            locale={locale}
            onUploaded={(f) => setFiles((list) => [...list, { handle: f.handle, name: f.name, label: {} }])}
          />
          {error('files')}
          <div style={{ marginBlockStart: 14 }}>
            <VisibilityFields
              name="download_visibility"
              label={texts.downloadLabel}
              visibility={download}
              level={downloadLevel}
              levels={levels}
              onChange={(v, l) => {
                setDownload(v);
                setDownloadLevel(l);
              }}
              errorOf={fieldError}
              texts={texts}
            />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="entry-tags">
          <h2 id="entry-tags">{texts.tagsField}</h2>
          {tags.length ? (
            <div className={own.tagChecks}>
              {tags.map((tag) => (
                <label key={tag.key} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={chosenTags.includes(tag.key)}
                    onChange={(e) => setChosenTags(e.target.checked ? [...chosenTags, tag.key] : chosenTags.filter((k) => k !== tag.key))}
                  />
                  {tag.name}
                </label>
              ))}
            </div>
          ) : (
            <p className={own.hint}>{texts.noTags}</p>
          )}
          {error('tags')}
          <label className={styles.field} style={{ marginBlockStart: 14 }}>
            <span>{texts.product}</span>
            <select className={styles.input} name="product_id" value={productId ?? ''} onChange={(e) => setProductId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">{texts.productNone}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <small className={own.hint}>{texts.productHint}</small>
            {error('product_id')}
          </label>
        </section>
        <SaveProblem
          state={state}
          texts={form}
          shownFields={['slug', 'sort', 'title', 'summary', 'body', 'cover', 'images', 'files', 'tags', 'product_id', 'download_visibility', 'download_min_level_id']}
        />
        <SaveRow state={state} label={entry ? form.save : form.create} busyLabel={form.saving} saved={{ text: form.saved, shown: Boolean(entry) }} />
      </div>
    </form>
  );
}
