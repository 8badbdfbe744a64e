'use client';

import { useRef, useState, type FormEvent } from 'react';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import { TRANSFER_LIMITS, type ImportPictures, type ImportPreview, type ImportResult, type TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import { FormProblem, SaveRow, type FormOutcomeState } from '../FormOutcome';
import styles from '../Admin.module.css';
import own from './Transfer.module.css';
import ImportPreviewTable from './ImportPreviewTable';
import type { TransferTexts, ZipTexts } from './transfer-texts';
import ZipSummary from './ZipSummary';

const ACTION = '/admin/products/import';
const PICTURES_ACTION = '/admin/products/import/pictures';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The server's refusal as one line: its field messages, or its message. */
function problemOf(error: unknown): string {
  const fields = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).join(' ') : '';
  return fields || (error instanceof Error ? error.message : String(error));
}

const formatOf = (name: string): TransferFormat => (name.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');

/**
 * The import: a sheet is sent as the request body for a preview (nothing is written), shown as
 * counts and rows by kind; when it has something to write and no refused row, one button confirms
 * exactly that preview. A refusal of the server (not a sheet, unknown columns, the preview
 * expired, a product changed since) shows under the form.
 */
export default function CatalogueImport({ texts, zip }: { texts: TransferTexts; zip: ZipTexts }) {
  const input = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  // The ZIP's pictures once sent: a sheet fixed and previewed again uses them without sending the ZIP again.
  const [pictures, setPictures] = useState<ImportPictures | null>(null);
  const [sendingZip, setSendingZip] = useState(false);
  const [state, setState] = useState<FormOutcomeState>({ kind: 'idle' });
  const [confirmState, setConfirmState] = useState<FormOutcomeState>({ kind: 'idle' });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setState({ kind: 'failed', message: texts.noFile });
    setState({ kind: 'busy' });
    setPreview(null);
    setResult(null);
    try {
      const set = await sendPictures();
      const answer = await api.post<ImportPreview>(ACTION, {
        data: file,
        params: { format: formatOf(file.name), ...(set ? { pictures: set.id } : {}) },
        errorMessageMode: 'none',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      });
      setPreview(answer);
      setState({ kind: 'idle' });
    } catch (error) {
      if (!isApiCancelled(error)) setState({ kind: 'failed', message: problemOf(error) });
      else setState({ kind: 'idle' });
    }
  }

  /** The chosen ZIP's pictures: those already sent while they last, else sent now. */
  async function sendPictures(): Promise<ImportPictures | null> {
    const file = zipInput.current?.files?.[0];
    if (!file) return null;
    if (pictures && Date.parse(pictures.expires_at) > Date.now() + 60_000) return pictures;
    setPictures(null);
    setSendingZip(true);
    try {
      const set = await api.post<ImportPictures>(PICTURES_ACTION, { data: file, errorMessageMode: 'none', headers: { 'Content-Type': 'application/zip' } });
      setPictures(set);
      return set;
    } finally {
      setSendingZip(false);
    }
  }

  async function confirm(id: string) {
    setConfirmState({ kind: 'busy' });
    try {
      setResult(await api.post<ImportResult>(ACTION, { params: { confirm: id }, errorMessageMode: 'none' }));
      setPreview(null);
      setConfirmState({ kind: 'idle' });
      if (input.current) input.current.value = '';
      if (zipInput.current) zipInput.current.value = '';
      setPictures(null);
    } catch (error) {
      if (!isApiCancelled(error)) setConfirmState({ kind: 'failed', message: problemOf(error) });
      else setConfirmState({ kind: 'idle' });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="import-title">
      <h2 id="import-title">{texts.importTitle}</h2>
      <p className={styles.muted}>{texts.importHint}</p>
      <form className={styles.form} onSubmit={send} noValidate>
        <div className={own.fileRow}>
          <label className={styles.field}>
            <span>{texts.file}</span>
            <input ref={input} type="file" name="sheet" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
          </label>
          <label className={styles.field}>
            <span>{zip.file}</span>
            <input ref={zipInput} type="file" name="pictures" accept=".zip,application/zip" aria-describedby="import-zip-hint" onChange={() => setPictures(null)} />
          </label>
        </div>
        <p id="import-zip-hint" className={styles.muted}>
          {zip.hint}
        </p>
        <SaveRow state={state} label={texts.preview} busyLabel={sendingZip ? zip.sending : texts.previewing} />
        <FormProblem state={state} />
      </form>

      {pictures ? <ZipSummary set={pictures} texts={zip} /> : null}

      {result ? (
        <p role="status" className={styles.ok}>
          {fill(texts.done, { created: result.created, updated: result.updated })}
        </p>
      ) : null}

      {preview ? (
        <div className={own.confirmRow}>
          <ImportPreviewTable
            preview={preview}
            texts={texts}
            listed={TRANSFER_LIMITS.listedRows}
            pictures={{ names: Object.fromEntries((pictures?.files ?? []).map((f) => [f.src, f.name])), label: zip.newPicture }}
          />
          {preview.id ? (
            <>
              <p className={styles.muted}>{texts.expires}</p>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void confirm(preview.id!);
                }}
              >
                <SaveRow state={confirmState} label={texts.confirm} busyLabel={texts.confirming} />
              </form>
              <FormProblem state={confirmState} />
            </>
          ) : (
            <p role="status" className={preview.refused ? styles.problem : styles.muted}>
              {preview.refused ? texts.cannotConfirm : texts.nothing}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
