import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import messages from '@/messages/admin/en.json';
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
