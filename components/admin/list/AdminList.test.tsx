import { render, screen, within } from '@testing-library/react';
import { FilterForm, KeptField, ListHead, ListPanel, ListResults, ListTable, SearchField, SelectField, type Column, type Filter } from './AdminList';
import ListPage from './ListPage';
import { firstValues, listQuery, listResults, pageCount, pagerTexts } from './list-query';

const HERE = '/en/admin/things';
const FILTERS = ['keyword', 'state', 'member'] as const;
const samplePagerTexts = (page: number, pages: number) => ({ label: 'Pages', previous: 'Previous', next: 'Next', position: `Page ${page} of ${pages}` });

type Thing = { id: number; name: string; state: string };
const columns: Column<Thing>[] = [
  { head: 'Name', labelled: false, cell: (thing) => <a href={`${HERE}/${thing.id}`}>{thing.name}</a> },
  { head: 'State', cell: (thing) => thing.state },
  { head: 'Position', cell: (_, index) => index + 1 },
];

/** A list page as the five back-office lists are made of these parts. */
function Page({ search, rows, total, valid = true }: { search: Record<string, string | string[]>; rows: Thing[]; total: number; valid?: boolean }) {
  const raw = firstValues(search);
  const { value, pageHref } = listQuery(raw, valid, FILTERS, HERE);
  const page = Number(raw.page ?? 1);
  const pages = pageCount(total, 20);
  return (
    <>
      <ListHead title="Things" intro="All the things." actions={<a href="/export">Export</a>} />
      <FilterForm action={HERE} label="Filters" texts={{ apply: 'Apply', reset: 'Reset' }} problem={valid ? null : 'Not understood: state'}>
        <SearchField label="Search" value={value('keyword')} hint="Name or number" />
        <SelectField label="State" name="state" value={value('state')} any="Any state">
          <option value="on">On</option>
          <option value="off">Off</option>
        </SelectField>
        <KeptField name="member" value={value('member')} />
      </FilterForm>
      <ListResults
        label="Things"
        count={`${total} things`}
        isEmpty={rows.length === 0}
        emptyText="Nothing here."
        pager={{ page, pages, href: pageHref, texts: samplePagerTexts(page, pages) }}
      >
        <ListTable rows={rows} columns={columns} rowKey={(thing) => thing.id} rowClassName={(thing) => (thing.state === 'off' ? 'off' : undefined)} />
      </ListResults>
    </>
  );
}

const things: Thing[] = [
  { id: 1, name: 'First', state: 'on' },
  { id: 2, name: 'Second', state: 'off' },
];

describe('list-query', () => {
  it('reads the first value of each parameter', () => {
    expect(firstValues({ a: ['1', '2'], b: 'x', c: undefined })).toEqual({ a: '1', b: 'x', c: undefined });
  });

  it('keeps the non-empty filters in their order, and no page 1 nor a bare "?"', () => {
    const { value, kept, pageHref } = listQuery({ state: 'on', keyword: 'a b', member: '', page: '3', other: 'x' }, true, FILTERS, HERE);
    expect(kept.toString()).toBe('keyword=a+b&state=on');
    expect(value('keyword')).toBe('a b');
    expect(value('member')).toBe('');
    expect(pageHref(1)).toBe(`${HERE}?keyword=a+b&state=on`);
    expect(pageHref(2)).toBe(`${HERE}?keyword=a+b&state=on&page=2`);
    expect(listQuery({}, true, FILTERS, HERE).pageHref(1)).toBe(HERE);
    expect(listQuery({}, true, FILTERS, HERE).pageHref(4)).toBe(`${HERE}?page=4`);
  });

  it('keeps and shows nothing of a query that did not validate', () => {
    const { value, kept, pageHref } = listQuery({ keyword: 'a', state: 'bad' }, false, FILTERS, HERE);
    expect(value('keyword')).toBe('');
    expect(kept.size).toBe(0);
    expect(pageHref(2)).toBe(`${HERE}?page=2`);
  });

  it('takes the pager texts from the namespace, the position with its page and pages', () => {
    const t = (key: string, values?: { page: number; pages: number }) => (values ? `${key} ${values.page}/${values.pages}` : key);
    expect(pagerTexts(t, 2, 5)).toEqual({ label: 'pagination', previous: 'previous', next: 'next', position: 'page 2/5' });
  });

  it('counts one page at least', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('the list kit', () => {
  it('shows the head, and the filter form with the values of the address, a GET form to the list', () => {
    render(<Page search={{ keyword: ['box', 'ignored'], state: 'off', member: '7' }} rows={things} total={2} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/export');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', HERE);
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveValue('box');
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'keyword');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('off');
    expect(within(form).getByRole('option', { name: 'Any state' })).toHaveValue('');
    expect(form.querySelector('input[type="hidden"][name="member"]')).toHaveValue('7');
    expect(within(form).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('link', { name: 'Reset' })).toHaveAttribute('href', HERE);
    expect(within(form).queryByText('Not understood: state')).toBeNull();
  });

  it('shows a blank form and the problem when the address did not validate, and keeps no hidden filter', () => {
    render(<Page search={{ keyword: 'box', member: '7' }} rows={things} total={2} valid={false} />);
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(form.querySelector('input[type="hidden"]')).toBeNull();
    expect(within(form).getByText('Not understood: state')).toBeInTheDocument();
  });

  it('keeps the filters in the pager links', () => {
    render(<Page search={{ keyword: 'box', state: 'on', page: '2' }} rows={things} total={60} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `${HERE}?keyword=box&state=on`);
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${HERE}?keyword=box&state=on&page=3`);
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows the count and the empty text instead of a table, and no pager for one page', () => {
    render(<Page search={{}} rows={[]} total={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('0 things');
    const panel = screen.getByRole('region', { name: 'Things' });
    expect(within(panel).getByText('Nothing here.')).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the rows in a scrolling table, each cell but the title labelled with its column for the phone layout', () => {
    const { container } = render(<Page search={{}} rows={things} total={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 things');
    const table = within(screen.getByRole('region', { name: 'Things' })).getByRole('table');
    expect(table.parentElement).toHaveClass('tableScroll');
    expect(table).toHaveClass('table');
    expect(container.querySelectorAll('th[scope="col"]')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'State', 'Position']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells[0]).not.toHaveAttribute('data-label');
    expect(within(cells[0]).getByRole('link', { name: 'Second' })).toHaveAttribute('href', `${HERE}/2`);
    expect(cells[1]).toHaveAttribute('data-label', 'State');
    expect(cells[1]).toHaveTextContent('off');
    expect(cells[2]).toHaveAttribute('data-label', 'Position');
    expect(cells[2]).toHaveTextContent('2');
    expect(rows[0]).not.toHaveAttribute('class');
    expect(rows[1]).toHaveAttribute('class', 'off');
  });
});

/** A namespace's texts as their keys, with the values after them ("count {"total":2}"). */
const keys = (key: string, values?: Record<string, number>) => (values ? `${key} ${JSON.stringify(values)}` : key);

const declared: Filter[] = [
  { kind: 'search', label: 'Search', hint: 'Name or number' },
  {
    kind: 'select',
    name: 'state',
    label: 'State',
    any: 'Any state',
    choices: [
      ['on', 'On'],
      ['off', 'Off'],
    ],
  },
  { kind: 'input', name: 'from', label: 'From', type: 'date' },
  { kind: 'input', name: 'country', label: 'Country', maxLength: 80 },
  { kind: 'kept', name: 'member' },
];

/** The whole list from its declarations, as the filtered back-office lists are. */
function Declared({ search, rows, total, problem }: { search: Record<string, string>; rows: Thing[]; total: number; problem?: string }) {
  const query = listQuery(firstValues(search), true, FILTERS, HERE);
  const fold = { toggle: 'Show filters', active: query.kept.size ? `${query.kept.size} set` : null };
  const address = { here: HERE, page: Number(search.page ?? 1), fold, ...query };
  return (
    <ListPage
      t={keys}
      address={address}
      filters={declared}
      form={{ label: 'Filters', problem, options: <input type="checkbox" name="due" aria-label="Due" /> }}
      actions={<a href="/new">New</a>}
      table={{ found: { list: rows, total, limit: 20 }, columns, rowKey: (thing) => thing.id, className: 'things' }}
    />
  );
}

describe('the declared list (ListPage)', () => {
  it('renders the declared filters in their order, each showing its value from the address', () => {
    const { container } = render(<Declared search={{ keyword: 'box', state: 'on', member: '7', from: '2026-01-02' }} rows={things} total={2} />);
    expect(screen.getByRole('heading', { level: 1, name: 'title' })).toBeInTheDocument();
    expect(screen.getByText('intro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/new');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveValue('box');
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Name or number');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('on');
    expect(
      within(within(form).getByRole('combobox', { name: 'State' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any state', 'On', 'Off']);
    expect(within(form).getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-01-02');
    expect(within(form).getByRole('textbox', { name: 'Country' })).toHaveAttribute('maxlength', '80');
    expect(form.querySelector('input[type="hidden"][name="member"]')).toHaveValue('7');
    expect(within(form).getByRole('checkbox', { name: 'Due' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'apply' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'reset' })).toHaveAttribute('href', HERE);
    expect([...container.querySelectorAll('form label > span')].map((span) => span.textContent)).toEqual(['Search', 'State', 'From', 'Country']);
    expect(within(form).queryByText('Not understood')).toBeNull();
  });

  it('shows the problem, the count, the table of the rows and the pager that keeps the filters', () => {
    render(<Declared search={{ keyword: 'box', page: '2' }} rows={things} total={45} problem="Not understood" />);
    expect(within(screen.getByRole('form', { name: 'Filters' })).getByText('Not understood')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('count {"total":45}');
    const panel = screen.getByRole('region', { name: 'title' });
    expect(within(panel).getByRole('table')).toHaveClass('table', 'things');
    expect(within(panel).getAllByRole('row')).toHaveLength(3);
    const pager = within(panel).getByRole('navigation', { name: 'pagination' });
    expect(within(pager).getByRole('link', { name: 'previous' })).toHaveAttribute('href', `${HERE}?keyword=box`);
    expect(within(pager).getByRole('link', { name: 'next' })).toHaveAttribute('href', `${HERE}?keyword=box&page=3`);
    expect(within(pager).getByText('page {"page":2,"pages":3}')).toBeInTheDocument();
  });

  it('folds the filters behind one line that says how many are set, the list after it; open when the address did not validate', () => {
    const { unmount } = render(<Declared search={{ keyword: 'box', state: 'on', member: '7' }} rows={things} total={2} />);
    const form = screen.getByRole('form', { name: 'Filters' });
    const fold = form.querySelector('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(fold.querySelector('summary')).toHaveTextContent(/^Show filters3 set$/);
    expect(within(fold).getByRole('searchbox', { name: 'Search' })).toHaveValue('box');
    // The form, then the count and the rows: nothing else stands between the line and the list.
    expect(form.nextElementSibling).toHaveAttribute('role', 'status');
    unmount();

    render(<Declared search={{}} rows={things} total={2} problem="Not understood" />);
    const open = screen.getByRole('form', { name: 'Filters' }).querySelector('details')!;
    expect(open).toHaveAttribute('open');
    expect(open.querySelector('summary')).toHaveTextContent(/^Show filters$/);
    expect(open.nextElementSibling).toHaveTextContent('Not understood');
  });

  it('does not fold a filter form given no fold (a single search box)', () => {
    render(
      <FilterForm action={HERE} label="Find" texts={{ apply: 'Apply', reset: 'Reset' }}>
        <SearchField label="Search" value="" hint="Name" />
      </FilterForm>,
    );
    expect(screen.getByRole('form', { name: 'Find' }).querySelector('details')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  });

  it('shows the empty text instead of the table', () => {
    render(<Declared search={{}} rows={[]} total={0} />);
    expect(within(screen.getByRole('region', { name: 'title' })).getByText('empty')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('answers the results of a page from the namespace (listResults)', () => {
    const href = (n: number) => `${HERE}?page=${n}`;
    expect(listResults(keys, { list: things, total: 41, limit: 20 }, 3, href)).toEqual({
      label: 'title',
      count: 'count {"total":41}',
      isEmpty: false,
      emptyText: 'empty',
      pager: { page: 3, pages: 3, href, texts: { label: 'pagination', previous: 'previous', next: 'next', position: 'page {"page":3,"pages":3}' } },
    });
    expect(listResults(keys, { list: [], total: 0, limit: 20 }, 1, href)).toMatchObject({ isEmpty: true, pager: { pages: 1 } });
  });
});

describe('the table and panel options', () => {
  type Due = { id: number; name: string; due: string };
  const dues: Due[] = [{ id: 3, name: 'Ann', due: '$5.00' }];

  it('has no heading row when no column has a heading, and keeps a cell style', () => {
    const cols: Column<Due>[] = [{ style: { width: 84 }, cell: (d) => d.name }, { cell: (d) => d.due }];
    const { container } = render(<ListTable rows={dues} columns={cols} rowKey={(d) => d.id} />);
    expect(container.querySelector('thead')).toBeNull();
    const cells = screen.getAllByRole('cell');
    expect(cells[0]).toHaveStyle({ width: '84px' });
    expect(cells[0]).not.toHaveAttribute('data-label');
    expect(cells[1]).not.toHaveAttribute('data-label');
  });

  it('reads out a hidden heading, classes a heading and its cells, and names the table for the tests', () => {
    const cols: Column<Due>[] = [
      { head: 'Member', labelled: false, cell: (d) => d.name },
      { head: 'Due', headClassName: 'num', className: 'num', cell: (d) => d.due },
      { head: 'Open', hiddenHead: true, labelled: false, cell: () => <a href="/x">Open</a> },
    ];
    render(<ListTable rows={dues} columns={cols} rowKey={(d) => d.id} testId="dues" />);
    const table = screen.getByTestId('dues');
    const heads = within(table).getAllByRole('columnheader');
    expect(heads[1]).toHaveClass('num');
    expect(heads[0]).not.toHaveAttribute('class');
    expect(heads[2].querySelector('.visually-hidden')).toHaveTextContent('Open');
    const cells = within(table).getAllByRole('cell');
    expect(cells[1]).toHaveClass('num');
    expect(cells[1]).toHaveAttribute('data-label', 'Due');
    expect(cells[2]).not.toHaveAttribute('data-label');
  });

  it('names a panel by its heading, and shows no pager when it has none', () => {
    render(
      <ListPanel heading={{ id: 'dues', text: 'Amounts due' }} isEmpty={false} emptyText="None">
        <p>rows</p>
      </ListPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Amounts due' });
    expect(panel).toHaveAttribute('aria-labelledby', 'dues');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Amounts due' })).toHaveAttribute('id', 'dues');
    expect(panel).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
