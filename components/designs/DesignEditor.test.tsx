import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { api } from '@/lib/api/client';
import type { Design, DesignProduct } from '@/lib/api/contract/designs';
import { setApiFeedback } from '@/lib/api/feedback';
import { hydrate, serverHtml, typeEarly } from '@/lib/testing/hydration';
import DesignEditor from './DesignEditor';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());

const get = api.get as unknown as jest.Mock;
const post = api.post as unknown as jest.Mock;
const patch = api.patch as unknown as jest.Mock;
const toast = jest.fn();
let unregisterFeedback = () => {};

const product: DesignProduct = {
  id: 7,
  name: 'EVA tablet case',
  slug: 'eva-tablet-case',
  image: null,
  material: 'EVA',
  size: '30 × 22 cm',
  customization: ['Embossing'],
  moq: 200,
  available: true,
};
const hrefs = {
  product: '/en/product/7/eva-tablet-case',
  designs: '/en/user/myProduct',
  edit: '/en/product/editProduct/',
  order: '/en/user/myOrder/',
  files: '/en/user/uploading',
};
const saved = (over: Partial<Design>): Design => ({
  id: 31,
  product,
  name: 'Saved sleeve',
  size: '30 × 22 cm',
  material: 'EVA',
  colours: [],
  print_method: '',
  logo_placement: '',
  quantity: 300,
  notes: 'Saved notes',
  files: [],
  warnings: {},
  created_at: '2026-05-01T08:00:00.000Z',
  updated_at: '2026-05-01T08:00:00.000Z',
  ...over,
});

const editor = (design: Design | null) => (
  <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
    <DesignEditor design={design} product={product} hrefs={hrefs} />
  </NextIntlClientProvider>
);
const named = (host: HTMLElement, name: string) => host.querySelector(`[name="${name}"]`)!;

beforeEach(() => {
  get.mockReset().mockResolvedValue({ list: [], total: 0, quota: { used: 0, limit: 1 } });
  post.mockReset();
  patch.mockReset();
  toast.mockReset();
  unregisterFeedback = setApiFeedback({ toast, modal: jest.fn(), t: (key) => key });
  window.history.replaceState(null, '', '/en/product/editProduct/new?product=7');
});
afterEach(() => unregisterFeedback());

test("a new design: what was typed before the script arrived is what is saved (not the product's name)", async () => {
  const host = serverHtml(editor(null));
  typeEarly(named(host, 'name'), 'Early sleeve');
  typeEarly(named(host, 'material'), 'Felt');
  typeEarly(named(host, 'print_method'), 'screenPrint');
  typeEarly(named(host, 'quantity'), '450');
  typeEarly(named(host, 'notes'), 'Typed on a slow phone.');
  await hydrate(host, editor(null));
  post.mockResolvedValueOnce(saved({ name: 'Early sleeve' }));

  // The summary shows it at once: the state holds it, not only the screen.
  expect(screen.getByRole('heading', { level: 2, name: 'Early sleeve' })).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save design' }));

  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(post.mock.calls[0][1].data).toMatchObject({
    product_id: 7,
    name: 'Early sleeve',
    size: '30 × 22 cm',
    material: 'Felt',
    print_method: 'screenPrint',
    quantity: '450',
    notes: 'Typed on a slow phone.',
  });
  expect(toast).toHaveBeenCalledWith('Your design has been saved.', { kind: 'success' });
  expect(screen.getByLabelText('Design name')).toHaveValue('Early sleeve');
});

test('a saved design: an edit of its pre-filled notes and name before the script arrived is saved', async () => {
  window.history.replaceState(null, '', '/en/product/editProduct/31');
  const design = saved({});
  const host = serverHtml(editor(design));
  typeEarly(named(host, 'name'), 'Renamed early');
  typeEarly(named(host, 'notes'), 'Saved notes, and two more lines typed early.');
  await hydrate(host, editor(design));
  patch.mockResolvedValueOnce(saved({ name: 'Renamed early', updated_at: '2026-05-02T08:00:00.000Z' }));

  // React puts a pre-filled textarea back to the server's text as it hydrates: the typed text must come back.
  expect(screen.getByLabelText('Notes for our team')).toHaveValue('Saved notes, and two more lines typed early.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
  expect(patch.mock.calls[0][0]).toBe('/designs/31');
  expect(patch.mock.calls[0][1].data).toMatchObject({ name: 'Renamed early', notes: 'Saved notes, and two more lines typed early.', updated_at: design.updated_at });
});

test('nothing typed early: the editor starts from the design as saved and is not marked as changed', async () => {
  window.history.replaceState(null, '', '/en/product/editProduct/31');
  const design = saved({});
  const host = serverHtml(editor(design));
  await hydrate(host, editor(design));
  expect(screen.getByLabelText('Design name')).toHaveValue('Saved sleeve');
  expect(screen.getByLabelText('Notes for our team')).toHaveValue('Saved notes');
  expect(screen.queryByText('Unsaved changes')).toBeNull();
  expect(screen.getByText('Saved May 1, 2026, 8:00 AM')).toBeVisible();
});
