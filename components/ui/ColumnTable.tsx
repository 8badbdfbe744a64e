import type { ReactNode } from 'react';

/** One column of a ColumnTable: its heading, and what each row shows under it. */
export interface Column<Row> {
  head: ReactNode;
  /** The heading's class (numeric columns: end-aligned). */
  th?: string;
  /** The cell's class, fixed or by row (a due in red, a credit in green). */
  td?: string | ((row: Row) => string);
  /** The cell's data-label: the heading the phone layout shows beside each stacked cell. */
  label?: string;
  dir?: 'ltr' | 'auto';
  cell: (row: Row) => ReactNode;
}

/**
 * A table declared by its columns: one heading and one cell per column, one row per item. The
 * account statement has it in several places (the member's page, their print sheet, the staff's
 * view of a member); each declares its own columns and classes, so each keeps its own look.
 * `empty`: what a table with no rows shows across its width (nothing: a table with an empty body).
 */
export default function ColumnTable<Row>({
  columns,
  rows,
  rowKey,
  rowClass,
  className,
  testId,
  empty,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowClass?: (row: Row) => string | undefined;
  className: string;
  testId?: string;
  empty?: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" className={c.th}>
              {c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className={rowClass?.(row)}>
              {columns.map((c, i) => (
                <td key={i} data-label={c.label} className={typeof c.td === 'function' ? c.td(row) : c.td} dir={c.dir}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
