import { render, screen, within } from '@testing-library/react';
import ColumnTable, { type Column } from './ColumnTable';

type Row = { id: number; name: string; amount: number };

const columns: Column<Row>[] = [
  { head: 'Name', td: 'main', cell: (r) => r.name },
  { head: 'Amount', th: 'end', td: (r) => (r.amount < 0 ? 'end minus' : 'end'), label: 'Amount', dir: 'ltr', cell: (r) => `${r.amount} ¥` },
];

describe('ColumnTable', () => {
  it('renders one heading per column and one cell per column in each row, with the classes, label and direction each column declares', () => {
    render(
      <ColumnTable
        className="table"
        testId="t"
        columns={columns}
        rows={[
          { id: 1, name: 'A', amount: 5 },
          { id: 2, name: 'B', amount: -3 },
        ]}
        rowKey={(r) => r.id}
        rowClass={(r) => (r.amount < 0 ? 'neg' : undefined)}
      />,
    );
    const table = screen.getByTestId('t');
    expect(table).toHaveClass('table');
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Name', 'Amount']);
    expect(heads[0]).not.toHaveAttribute('class');
    expect(heads[1]).toHaveAttribute('class', 'end');
    expect(heads[1]).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).not.toHaveAttribute('class');
    expect(rows[1]).toHaveAttribute('class', 'neg');
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['B', '-3 ¥']);
    expect(cells[0]).toHaveAttribute('class', 'main');
    expect(cells[0]).not.toHaveAttribute('data-label');
    expect(cells[1]).toHaveAttribute('class', 'end minus');
    expect(cells[1]).toHaveAttribute('data-label', 'Amount');
    expect(cells[1]).toHaveAttribute('dir', 'ltr');
  });

  it('shows `empty` across the whole width when there are no rows, and an empty body when it is not given', () => {
    const { rerender } = render(<ColumnTable className="table" testId="t" columns={columns} rows={[]} rowKey={(r) => r.id} empty="Nothing yet" />);
    const cell = within(screen.getByTestId('t')).getByRole('cell');
    expect(cell).toHaveTextContent('Nothing yet');
    expect(cell).toHaveAttribute('colspan', '2');
    rerender(<ColumnTable className="table" testId="t" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(within(screen.getByTestId('t')).queryAllByRole('cell')).toHaveLength(0);
  });
});
