'use client';

import { useState, type ReactNode } from 'react';
import type { ImportPreview, ImportRow } from '@/lib/api/contract/catalogue-transfer';
import styles from '../Admin.module.css';
import { ListTable } from '../list/AdminList';
import own from './Transfer.module.css';
import PictureStrip from './PictureStrip';
import type { TransferTexts } from './transfer-texts';

type Kind = ImportRow['kind'];
const KINDS: readonly Kind[] = ['changed', 'new', 'refused'];

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** One cell's line: its column, then what the row says of it. */
function Entry({ column, children }: { column: string; children: ReactNode }) {
  return (
    <li>
      <span className={own.changeColumn} dir="ltr">
        {column}
      </span>
      {children}
    </li>
  );
}

/** What the preview needs to show the sheet's new pictures: the ZIP's file names by address, and the thumbnails' alt text. */
export interface PictureNames {
  names: Readonly<Record<string, string>>;
  label: string;
}

function Details({ row, texts, pictures }: { row: ImportRow; texts: TransferTexts; pictures: PictureNames }) {
  const list = (
    <ul className={own.changes}>
      {row.kind === 'refused'
        ? row.refusals.map((refusal, i) => (
            // A cell may be refused more than once (two pictures it names).
            <Entry key={`${refusal.column}-${i}`} column={refusal.column}>
              <span className={own.refusal}>{refusal.message}</span>
            </Entry>
          ))
        : row.changes.map((change) => (
            <Entry key={change.column} column={change.column}>
              <span className={own.changeValues}>
                {row.kind === 'changed' ? (
                  <>
                    <del className={own.oldValue} aria-label={texts.old}>
                      {change.old || texts.empty}
                    </del>
                    <span aria-hidden="true">→</span>
                  </>
                ) : null}
                <ins className={own.newValue} aria-label={texts.newValue}>
                  {change.column === 'pictures' && change.new ? <PictureStrip value={change.new} names={pictures.names} label={pictures.label} /> : change.new || texts.empty}
                </ins>
              </span>
            </Entry>
          ))}
    </ul>
  );
  // A new product lists every field it fills: folded, so the table stays readable.
  return row.kind === 'new' ? (
    <details>
      <summary>{fill(texts.fields, { count: row.changes.length })}</summary>
      {list}
    </details>
  ) : (
    list
  );
}

/** The preview's counts, then its rows of one kind at a time (tabs): changed field by field, new, refused with each cell's reason. */
export default function ImportPreviewTable({ preview, texts, listed, pictures }: { preview: ImportPreview; texts: TransferTexts; listed: number; pictures: PictureNames }) {
  const [kind, setKind] = useState<Kind>(preview.refused ? 'refused' : preview.changed ? 'changed' : 'new');
  const rows = preview.rows.filter((row) => row.kind === kind);
  return (
    <>
      <h3 className="visually-hidden">{texts.kinds}</h3>
      <ul className={own.counts} aria-label={texts.kinds}>
        {(['new', 'changed', 'unchanged', 'refused'] as const).map((k) => (
          <li key={k} data-kind={k}>
            <span className={own.countNumber}>{preview[k]}</span>
            <span className={styles.muted}>{texts[k]}</span>
          </li>
        ))}
      </ul>
      <div className={styles.localeTabs} role="tablist" aria-label={texts.shownKind}>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`import-tab-${k}`}
            aria-controls="import-rows"
            aria-selected={kind === k}
            className={styles.localeTab}
            onClick={() => setKind(k)}
          >
            {texts[k]} ({preview[k]})
          </button>
        ))}
      </div>
      <div id="import-rows" role="tabpanel" aria-labelledby={`import-tab-${kind}`}>
        {rows.length ? (
          <ListTable
            rows={rows}
            rowKey={(row) => row.line}
            columns={[
              { head: texts.line, cell: (row) => row.line },
              {
                head: texts.slug,
                cell: (row) => (
                  <span dir="ltr" data-slug={row.slug}>
                    {row.slug || texts.empty}
                  </span>
                ),
              },
              { head: texts.details, labelled: false, cell: (row) => <Details row={row} texts={texts} pictures={pictures} /> },
            ]}
          />
        ) : (
          <p className={styles.muted}>{texts.noRows}</p>
        )}
        {preview[kind] > rows.length ? <p className={styles.muted}>{fill(texts.listedOnly, { count: listed })}</p> : null}
      </div>
    </>
  );
}
