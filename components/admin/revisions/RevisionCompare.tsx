import type { FieldRow } from '@/lib/server/revisions/diff';
import adminStyles from '../Admin.module.css';
import styles from './Revisions.module.css';

export interface CompareTexts {
  field: string;
  older: string;
  newer: string;
  empty: string;
  added: string;
  removed: string;
  same: string;
  noDifference: string;
}

function Value({ text, empty }: { text: string; empty: string }) {
  return text === '' ? <span className={adminStyles.muted}>{empty}</span> : <span className={styles.value}>{text}</span>;
}

/** Two revisions side by side: only the rows that differ (a localized field per locale), a long text as its lines. */
export default function RevisionCompare({ rows, texts }: { rows: (FieldRow & { label: string })[]; texts: CompareTexts }) {
  const changed = rows.filter((row) => row.changed);
  if (!changed.length) return <p className={adminStyles.muted}>{texts.noDifference}</p>;
  return (
    <>
      <table className={adminStyles.table}>
        <thead>
          <tr>
            <th scope="col">{texts.field}</th>
            <th scope="col">{texts.older}</th>
            <th scope="col">{texts.newer}</th>
          </tr>
        </thead>
        <tbody>
          {changed.map((row) => (
            <tr key={`${row.field}.${row.locale ?? ''}`} className={styles.changed}>
              <th scope="row">
                {row.label}
                {row.locale ? (
                  <span className={styles.localeTag} dir="ltr">
                    {row.locale}
                  </span>
                ) : null}
              </th>
              {row.lines ? (
                <td colSpan={2}>
                  <ul className={styles.lines}>
                    {row.lines.map((line, index) => (
                      <li key={index} className={line.kind === 'same' ? undefined : styles[line.kind]}>
                        {line.kind === 'same' ? '  ' : line.kind === 'added' ? '+ ' : '− '}
                        <span className="visually-hidden">{line.kind === 'added' ? texts.added : line.kind === 'removed' ? texts.removed : ''}</span>
                        {line.text}
                      </li>
                    ))}
                  </ul>
                </td>
              ) : (
                <>
                  <td data-label={texts.older}>
                    <Value text={row.older} empty={texts.empty} />
                  </td>
                  <td data-label={texts.newer}>
                    <Value text={row.newer} empty={texts.empty} />
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > changed.length ? <p className={adminStyles.muted}>{texts.same}</p> : null}
    </>
  );
}
