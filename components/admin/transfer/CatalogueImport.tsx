'use client';

import { useRef, useState, type FormEvent } from 'react';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import { TRANSFER_LIMITS, type ImportPreview, type ImportResult, type TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import { FormProblem, SaveRow, type FormOutcomeState } from '../FormOutcome';
import styles from '../Admin.module.css';
import own from './Transfer.module.css';
import ImportPreviewTable from './ImportPreviewTable';
import type { TransferTexts } from './transfer-texts';

const ACTION = '/admin/products/import';

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
export default function CatalogueImport({ texts }: { texts: TransferTexts }) {
  const input = useRef<HTMLInputElement>(null);
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
      const answer = await api.post<ImportPreview>(ACTION, {
        data: file,
        params: { format: formatOf(file.name) },
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

  async function confirm(id: string) {
    setConfirmState({ kind: 'busy' });
    try {
      setResult(await api.post<ImportResult>(ACTION, { params: { confirm: id }, errorMessageMode: 'none' }));
      setPreview(null);
      setConfirmState({ kind: 'idle' });
      if (input.current) input.current.value = '';
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
        </div>
        <SaveRow state={state} label={texts.preview} busyLabel={texts.previewing} />
        <FormProblem state={state} />
      </form>

      {result ? (
        <p role="status" className={styles.ok}>
          {fill(texts.done, { created: result.created, updated: result.updated })}
        </p>
      ) : null}

      {preview ? (
        <div className={own.confirmRow}>
          <ImportPreviewTable preview={preview} texts={texts} listed={TRANSFER_LIMITS.listedRows} />
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
