import type { ImportPictures } from '@/lib/api/contract/catalogue-transfer';
import styles from '../Admin.module.css';
import own from './Transfer.module.css';
import type { ZipTexts } from './transfer-texts';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** What became of the ZIP sent beside the sheet: how many pictures are ready, and each file not taken with its reason. */
export default function ZipSummary({ set, texts }: { set: ImportPictures; texts: ZipTexts }) {
  return (
    <div className={own.confirmRow} data-zip-summary="">
      <p className={styles.muted}>{fill(texts.ready, { count: set.files.length })}</p>
      {set.refused.length ? (
        <details open>
          <summary className={own.refusal}>{fill(texts.refused, { count: set.refused.length })}</summary>
          <ul className={own.zipRefusals}>
            {set.refused.map((file) => (
              <li key={file.name} className={own.refusal}>
                {file.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
