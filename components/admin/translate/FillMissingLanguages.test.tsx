import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import messages from '@/messages/admin/en.json';
import LocalizedFields from '../LocalizedFields';
import { englishFillTexts } from '@/lib/testing/fill-texts';
import FillMissingLanguages from './FillMissingLanguages';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const t = messages.translate;
const texts = englishFillTexts();

test('fills one record at once and says what was filled and which languages failed', async () => {
  const user = userEvent.setup();
  jest.mocked(api.post).mockResolvedValue({ records: [{ id: 7, filled: ['ja', 'ko'], failed: ['th'] }] });
  render(<FillMissingLanguages kind="faq" ids={[7]} texts={texts} />);
  await user.click(screen.getByRole('button', { name: 'Fill the missing languages' }));
  expect(api.post).toHaveBeenCalledWith('/admin/translate/fill', { data: { kind: 'faq', id: 7 }, errorMessageMode: 'none' });
  expect(await screen.findByRole('status')).toHaveTextContent('Languages filled: 2. Not translated: ไทย.');
});

test('asks before filling the chosen products, and sends nothing when cancelled', async () => {
  const user = userEvent.setup();
  jest
    .mocked(api.post)
    .mockReset()
    .mockResolvedValue({
      records: [
        { id: 1, filled: ['ja'], failed: [] },
        { id: 2, filled: [], failed: [] },
      ],
    });
  render(<FillMissingLanguages kind="product" ids={[1, 2]} bulk label={t.bulk} texts={texts} />);
  await user.click(screen.getByRole('button', { name: 'Fill missing languages' }));
  expect(screen.getByText(/^Fill the missing languages of the 2 chosen products\?/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(api.post).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Fill missing languages' }));
  await user.click(screen.getByRole('button', { name: /^Fill$/ }));
  expect(api.post).toHaveBeenCalledWith('/admin/translate/fill', { data: { kind: 'product', ids: ['1', '2'] }, errorMessageMode: 'none' });
  expect(await screen.findByRole('status')).toHaveTextContent('Products done: 2. Languages filled: 1.');
});

test('the language tabs mark machine-translated languages apart from written ones until they are empty', async () => {
  const user = userEvent.setup();
  const c = messages.contentForm;
  render(
    <LocalizedFields
      fields={[{ name: 'name', label: 'Name', required: true }]}
      values={{ name: { 'zh-CN': '包', en: 'Pouch', ja: '[ja] 包' } }}
      onChange={jest.fn()}
      errorOf={() => undefined}
      texts={{ languages: c.languages, complete: c.complete, partial: c.partial, empty: c.empty, copyFrom: c.copyFrom, copy: c.copy, required: c.required }}
      machine={{ locales: ['ja', 'ko'], label: t.machine, note: t.machineNote }}
    />,
  );
  expect(screen.getByRole('tab', { name: /English/ })).toHaveAccessibleName(`English (${c.complete})`);
  expect(screen.getByRole('tab', { name: /日本語/ })).toHaveAccessibleName(`日本語 (${c.complete}, ${t.machine})`);
  // Korean is marked but empty: there is nothing machine-written to review.
  expect(screen.getByRole('tab', { name: /한국어/ })).toHaveAccessibleName(`한국어 (${c.empty})`);
  expect(screen.queryByText(t.machineNote)).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /日本語/ }));
  expect(screen.getByText(t.machineNote)).toBeInTheDocument();
});
