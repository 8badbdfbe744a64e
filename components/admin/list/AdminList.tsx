import type { CSSProperties, ReactNode } from 'react';
import Link from 'next/link';
import Pager from '@/components/admin/Pager';
import styles from '@/components/admin/Admin.module.css';

/*
 * The parts every back-office list page is made of, top to bottom: its head, its filter form (a GET
 * form: the filters live in the address), the count and the panel with the rows (or the empty text)
 * and the pager. Server components: the page gives them its texts, already translated.
 */

/** The page's title, its buttons (an export, a "new" link), and its introduction. */
export function ListHead({ title, intro, actions }: { title: string; intro: string; actions?: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1>{title}</h1>
      {actions ? <div className={styles.headActions}>{actions}</div> : null}
      <p>{intro}</p>
    </div>
  );
}

/** The line a list's filters fold behind on a phone: its name, and how many filters are set (null: none). */
export type FilterFold = { toggle: string; active: string | null };

/**
 * The filter form: its fields (children), then `options` (a checkbox), Apply and Reset (a link to
 * `resetHref`, the bare list unless said), and the problem with the address when it did not validate.
 * With `fold`, a phone shows the list first: the fields wait behind one line (a disclosure) that says
 * how many of them are set, open only when the address did not validate; wider screens show them
 * as ever (the line is hidden there).
 */
export function FilterForm({
  action,
  label,
  texts,
  resetHref = action,
  options,
  problem,
  fold,
  children,
}: {
  action: string;
  label: string;
  texts: { apply: string; reset: string };
  resetHref?: string;
  options?: ReactNode;
  problem?: string | null;
  fold?: FilterFold;
  children: ReactNode;
}) {
  const fields = (
    <div className={styles.filters}>
      {children}
      <div className={styles.filterActions}>
        {options}
        <button type="submit" className="button">
          {texts.apply}
        </button>
        <Link className="button button--ghost" href={resetHref}>
          {texts.reset}
        </Link>
      </div>
    </div>
  );
  return (
    <form className={fold ? `${styles.panel} ${styles.folding}` : styles.panel} method="get" action={action} aria-label={label}>
      {fold ? (
        <details className={styles.fold} open={Boolean(problem)}>
          <summary className={styles.foldLine}>
            {fold.toggle}
            {fold.active ? <span className={styles.foldCount}>{fold.active}</span> : null}
          </summary>
          {fields}
        </details>
      ) : (
        fields
      )}
      {problem ? <p className={styles.problem}>{problem}</p> : null}
    </form>
  );
}

/** The search box of a filter form (`keyword`, 100 characters at most). */
export function SearchField({ label, value, hint, className }: { label: string; value: string; hint: string; className?: string }) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span>{label}</span>
      <input className={styles.input} type="search" name="keyword" defaultValue={value} placeholder={hint} maxLength={100} />
    </label>
  );
}

/** A plain field of a filter form (text or date). */
export function InputField({ label, name, value, type, maxLength }: { label: string; name: string; value: string; type?: 'date'; maxLength?: number }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input className={styles.input} type={type} name={name} defaultValue={value} maxLength={maxLength} />
    </label>
  );
}

/** A choice of a filter form: "any" (the empty value) first, then the options (children). */
export function SelectField({ label, name, value, any, children }: { label: string; name: string; value: string; any: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select className={styles.input} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {children}
      </select>
    </label>
  );
}

/** A filter the form keeps without showing it (the member of an order list); nothing when empty. */
export function KeptField({ name, value }: { name: string; value: string }) {
  return value ? <input type="hidden" name={name} value={value} /> : null;
}

/** An option of a choice: its value and its text. */
export type Choice = readonly [value: string | number, label: string];

/**
 * A filter of a list, declared: the search box (`keyword`), a choice ("any" first, then its
 * `choices`), a text or date field, or one the form keeps without showing it.
 */
export type Filter =
  | { kind: 'search'; label: string; hint: string; className?: string }
  | { kind: 'select'; name: string; label: string; any: string; choices: readonly Choice[] }
  | { kind: 'input'; name: string; label: string; type?: 'date'; maxLength?: number }
  | { kind: 'kept'; name: string };

/** The declared filters as the form's fields, in their order, each showing `value(name)` again. */
export function ListFilters({ filters, value }: { filters: readonly Filter[]; value: (name: string) => string }) {
  return filters.map((filter) => {
    switch (filter.kind) {
      case 'search':
        return <SearchField key="keyword" label={filter.label} value={value('keyword')} hint={filter.hint} className={filter.className} />;
      case 'select':
        return (
          <SelectField key={filter.name} label={filter.label} name={filter.name} value={value(filter.name)} any={filter.any}>
            {filter.choices.map(([choice, label]) => (
              <option key={choice} value={choice}>
                {label}
              </option>
            ))}
          </SelectField>
        );
      case 'input':
        return <InputField key={filter.name} label={filter.label} name={filter.name} value={value(filter.name)} type={filter.type} maxLength={filter.maxLength} />;
      case 'kept':
        return <KeptField key={filter.name} name={filter.name} value={value(filter.name)} />;
    }
  });
}

export type PagerProps = { page: number; pages: number; href: (page: number) => string; texts: { label: string; previous: string; next: string; position: string } };

/**
 * The count (a status, read out when the filters change it), then the panel: the rows (children) or
 * `emptyText` when `isEmpty`, and the pager.
 */
export function ListResults({ count, ...panel }: { label: string; count: string; isEmpty: boolean; emptyText: string; pager: PagerProps; children: ReactNode }) {
  return (
    <>
      <p className={styles.summary} role="status">
        {count}
      </p>
      <ListPanel {...panel} />
    </>
  );
}

/**
 * The panel of a list: its rows (children) or `emptyText` when `isEmpty`, then the pager if it has
 * pages. Named by `label`, or by its `heading` (an h2) where the page has several panels.
 */
export function ListPanel({
  label,
  heading,
  isEmpty,
  emptyText,
  pager,
  children,
}: {
  label?: string;
  heading?: { id: string; text: string };
  isEmpty: boolean;
  emptyText: string;
  pager?: PagerProps;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={label} aria-labelledby={heading?.id}>
      {heading ? <h2 id={heading.id}>{heading.text}</h2> : null}
      {isEmpty ? <p className={styles.empty}>{emptyText}</p> : children}
      {pager ? <Pager {...pager} /> : null}
    </section>
  );
}

/**
 * A column of a list's table: its heading and its cell. On a phone the table becomes cards and each
 * cell is introduced by its column's heading (data-label), except the row's title and its buttons
 * (`labelled: false`). A heading can be read out only (`hiddenHead`, a column of buttons); a table
 * whose columns have no heading has no heading row. `className` is the cell's, `headClassName` the
 * heading's (a column of amounts aligns both).
 */
export type Column<Row> = {
  head?: string;
  hiddenHead?: true;
  cell: (row: Row, index: number) => ReactNode;
  labelled?: false;
  className?: string;
  headClassName?: string;
  style?: CSSProperties;
};

/** The rows as a table that scrolls sideways when too wide (`testId`: how the end-to-end tests find it). */
export function ListTable<Row>({
  rows,
  columns,
  rowKey,
  rowClassName,
  className,
  testId,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={className ? `${styles.table} ${className}` : styles.table} data-testid={testId}>
        {columns.some((column) => column.head) ? (
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col" className={column.headClassName}>
                  {column.hiddenHead ? <span className="visually-hidden">{column.head}</span> : column.head}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column, i) => (
                <td key={i} className={column.className} style={column.style} data-label={column.labelled === false ? undefined : column.head}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
