import type { ReactNode } from 'react';
import { FilterForm, ListFilters, ListHead, ListResults, ListTable, type Column, type Filter, type FilterFold } from './AdminList';
import { listResults, type ResultsTranslator } from './list-query';
import { SelectionProvider } from './Selection';

/** The texts a list page takes from its namespace: the same keys in every back-office list. */
export type ListTranslator = (key: 'intro' | 'apply' | 'reset' | Parameters<ResultsTranslator>[0], values?: Record<string, number>) => string;

/**
 * Where the list is and what its address asks (what `openListPage` answers): the page, the form's
 * values, the pager's links, and the line the filters fold behind on a phone.
 */
export type ListAddress = { here: string; page: number; value: (name: string) => string; pageHref: (page: number) => string; fold: FilterFold };

/**
 * The table: `found`, the page of rows as the domain's page door answers it (with the total and the
 * page size), and how they are shown: the columns, each row's key, and the optional classes.
 */
export type ListTableSpec<Row> = {
  found: { list: readonly Row[]; total: number; limit: number };
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
};

/**
 * A filtered back-office list, whole: the head (title, introduction, `actions`), the filter form of
 * the declared `filters` (its `form.label`, the `form.problem` with the address, `form.options`;
 * folded behind one line on a phone), the count, the table of the rows (or the empty text) and the
 * pager that keeps the filters. The texts come from the namespace's usual keys (`t`).
 */
export default function ListPage<Row>({
  t,
  address,
  filters,
  form,
  actions,
  selection,
  table,
}: {
  t: ListTranslator;
  address: ListAddress;
  filters: readonly Filter[];
  form: { label: string; problem?: string | null; options?: ReactNode };
  actions?: ReactNode;
  /** Rows to choose for a bulk action: this page's ids, and the bar acting on them (above the table; each row's checkbox is a column). */
  selection?: { pageIds: readonly number[]; bar: ReactNode };
  table: ListTableSpec<Row>;
}) {
  const { found, ...shown } = table;
  const results = (
    <ListResults {...listResults(t, found, address.page, address.pageHref)}>
      {selection && found.list.length ? selection.bar : null}
      <ListTable rows={found.list} {...shown} />
    </ListResults>
  );
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} actions={actions} />
      <FilterForm action={address.here} label={form.label} texts={{ apply: t('apply'), reset: t('reset') }} problem={form.problem} options={form.options} fold={address.fold}>
        <ListFilters filters={filters} value={address.value} />
      </FilterForm>
      {selection ? <SelectionProvider pageIds={selection.pageIds}>{results}</SelectionProvider> : results}
    </>
  );
}
