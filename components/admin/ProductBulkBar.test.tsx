import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import messages from '@/messages/admin/en.json';
import { englishFillTexts } from '@/lib/testing/fill-texts';
import ProductBulkBar from './ProductBulkBar';
import { SelectionProvider, SelectRow } from './list/Selection';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const texts = messages.productBulk;
beforeEach(() => jest.clearAllMocks());
const filter = { keyword: 'pouch', category: null, state: '' };

function List({ total = 5 }: { total?: number }) {
  return (
    <SelectionProvider pageIds={[11, 12]}>
      <ProductBulkBar total={total} filter={filter} categories={[[3, 'Pouches']]} texts={texts} />
      <SelectRow id={11} label="Select One" />
      <SelectRow id={12} label="Select Two" />
    </SelectionProvider>
  );
}

test('hides the products ticked one by one, and says how many changed and which were already so', async () => {
  const user = userEvent.setup();
  jest.mocked(api.post).mockResolvedValue({ action: 'hide', done: 1, refused: [{ id: 12, reason: 'unchanged' }] });
  render(<List />);
  expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Two' }));
  expect(screen.getByText('Selected: 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(api.post).toHaveBeenCalledWith('/admin/products/bulk', { data: { action: 'hide', ids: [11, 12] }, errorMessageMode: 'none' });
  expect(await screen.findByRole('status')).toHaveTextContent('Changed: 1 · Already so: 1');
  expect(screen.getByRole('checkbox', { name: 'Select One' })).not.toBeChecked();
});

test('takes every match of the filter beyond the page, and deletes only after a question naming the count', async () => {
  const user = userEvent.setup();
  jest.mocked(api.post).mockResolvedValue({ action: 'delete', done: 5, refused: [] });
  render(<List />);
  await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
  expect(screen.getByText('Selected: 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Select every match of the filter (5)' }));
  expect(screen.getByText('Selected: 5')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete…' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete the chosen products (5)?');
  expect(api.post).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(api.post).toHaveBeenCalledWith('/admin/products/bulk', { data: { action: 'delete', filter }, errorMessageMode: 'none' });
});

test('moves to the category chosen, and offers no move without one', async () => {
  const user = userEvent.setup();
  jest.mocked(api.post).mockResolvedValue({ action: 'move', done: 1, refused: [] });
  render(<List total={2} />);
  await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
  expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Move to a category' }), '3');
  await user.click(screen.getByRole('button', { name: 'Move' }));
  expect(api.post).toHaveBeenCalledWith('/admin/products/bulk', { data: { action: 'move', ids: [11], category: '3' }, errorMessageMode: 'none' });
});

describe('the same choice filled and exported', () => {
  const t = messages.translate;
  const translation = {
    texts: englishFillTexts(),
    label: t.bulk,
  };
  const everyMatch = { ids: [11, 12, 13, 14, 15, 16, 17] };
  const filled = (ids: string[]) => ({ records: ids.map((id) => ({ id: Number(id), filled: ['ja'], failed: [] })) });

  function Translated() {
    return (
      <SelectionProvider pageIds={[11, 12]}>
        <ProductBulkBar total={7} filter={filter} categories={[]} texts={texts} translation={translation} />
        <SelectRow id={11} label="Select One" />
        <SelectRow id={12} label="Select Two" />
      </SelectionProvider>
    );
  }

  test('exports exactly the ticked products, or the filter for every match', async () => {
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Two' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
    expect(screen.getByRole('link', { name: 'Export the selection as XLSX' })).toHaveAttribute('href', expect.stringMatching(/\/admin\/products\/export\?format=xlsx&ids=12,11$/));
    await user.click(screen.getByRole('button', { name: 'Select every match of the filter (5)' }));
    expect(screen.getByRole('link', { name: 'Export the selection as CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/products\/export\?format=csv&keyword=pouch$/),
    );
    // Without a translation provider there is no fill.
    expect(screen.queryByRole('button', { name: t.bulk })).toBeNull();
  });

  test('fills every match five products per call, saying how far it is, then what was done', async () => {
    const user = userEvent.setup();
    jest.mocked(api.post).mockImplementation(async (_url, options) => filled((options?.data as { ids: string[] }).ids));
    jest.mocked(api.get).mockResolvedValue(everyMatch);
    render(<Translated />);
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    await user.click(screen.getByRole('button', { name: 'Select every match of the filter (7)' }));
    await user.click(screen.getByRole('button', { name: t.bulk }));
    expect(screen.getByText(/^Fill the missing languages of the 7 chosen products\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Fill$/ }));
    expect(await screen.findByText('Products done: 7. Languages filled: 7.')).toBeInTheDocument();
    expect(jest.mocked(api.post).mock.calls.map(([url, options]) => [url, options?.data])).toEqual([
      ['/admin/translate/fill', { kind: 'product', ids: ['11', '12', '13', '14', '15'] }],
      ['/admin/translate/fill', { kind: 'product', ids: ['16', '17'] }],
    ]);
    // Every match is read once, with the list's filter, when the fill starts.
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/admin/products/ids', { params: filter, errorMessageMode: 'none' });
  });

  test('reads nothing until a fill starts, and stops when every match is more than one fill takes', async () => {
    const user = userEvent.setup();
    jest.mocked(api.get).mockRejectedValue(new Error('At most 500 at a time.'));
    render(<Translated />);
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    await user.click(screen.getByRole('button', { name: 'Select every match of the filter (7)' }));
    await user.click(screen.getByRole('button', { name: t.bulk }));
    expect(api.get).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Fill$/ }));
    expect(await screen.findByText('At most 500 at a time.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  test('stops at a refused call and says what was done before it', async () => {
    const user = userEvent.setup();
    jest
      .mocked(api.post)
      .mockResolvedValueOnce(filled(['11', '12', '13', '14', '15']))
      .mockRejectedValueOnce(new Error('Too many requests: try again later.'));
    jest.mocked(api.get).mockResolvedValue(everyMatch);
    render(<Translated />);
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    await user.click(screen.getByRole('button', { name: 'Select every match of the filter (7)' }));
    await user.click(screen.getByRole('button', { name: t.bulk }));
    await user.click(screen.getByRole('button', { name: /^Fill$/ }));
    expect(await screen.findByText('Products done: 5. Languages filled: 5.')).toBeInTheDocument();
    expect(screen.getByText('Too many requests: try again later.')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(2);
  });
});
