import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import messages from '@/messages/admin/en.json';
import OrderAssigneeForm from './OrderAssigneeForm';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const { assign } = messages.waits;
const people = [
  { id: 3, name: 'sally.sales' },
  { id: 9, name: 'ada.admin' },
];

test('gives the order to the chosen account, or to nobody, and says when it is saved', async () => {
  const user = userEvent.setup();
  jest.mocked(api.put).mockResolvedValue({});
  render(<OrderAssigneeForm compact orderId={42} current={3} people={people} texts={{ ...assign, label: 'Assignee of HO-1' }} />);
  const select = screen.getByRole('combobox', { name: 'Assignee of HO-1' });
  expect(select).toHaveValue('3');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nobody yet', 'sally.sales', 'ada.admin']);
  await user.selectOptions(select, 'ada.admin');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(api.put).toHaveBeenLastCalledWith('/admin/orders/42/assignee', { data: { assignee_id: '9' }, errorMessageMode: 'none' });
  expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  await user.selectOptions(select, 'Nobody yet');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(api.put).toHaveBeenLastCalledWith('/admin/orders/42/assignee', { data: { assignee_id: '' }, errorMessageMode: 'none' });
});

test('shows why the server refused', async () => {
  const user = userEvent.setup();
  jest.mocked(api.put).mockRejectedValue(new Error('An order can only be assigned to an enabled sales or admin account.'));
  render(<OrderAssigneeForm orderId={42} current={null} people={people} texts={{ ...assign }} />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'sally.sales');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An order can only be assigned to an enabled sales or admin account.');
});
