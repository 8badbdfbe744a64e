import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import type { ImportPictures, ImportPreview } from '@/lib/api/contract/catalogue-transfer';
import messages from '@/messages/admin/en.json';
import CatalogueImport from './CatalogueImport';
import type { TransferTexts, ZipTexts } from './transfer-texts';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());

const texts: TransferTexts = messages.productTransfer;
const zip: ZipTexts = messages.productTransferPictures;
beforeEach(() => jest.mocked(api.post).mockReset());

const sheet = new File(['slug,category\n'], 'catalogue.csv', { type: 'text/csv' });

const preview: ImportPreview = {
  id: 'a'.repeat(32),
  expires_at: '2030-01-01T00:00:00.000Z',
  new: 1,
  changed: 1,
  unchanged: 40,
  refused: 0,
  rows: [
    { line: 3, slug: 'tool-roll', kind: 'changed', refusals: [], changes: [{ column: 'name.ja', old: '旧', new: '新' }] },
    { line: 9, slug: 'new-roll', kind: 'new', refusals: [], changes: [{ column: 'slug', old: '', new: 'new-roll' }] },
  ],
};

test('previews a sheet (sent as the body with its format), shows the changes by kind, and confirms that preview', async () => {
  const user = userEvent.setup();
  jest.mocked(api.post).mockResolvedValueOnce(preview).mockResolvedValueOnce({ created: 1, updated: 1 });
  render(<CatalogueImport texts={texts} zip={zip} />);
  await user.upload(screen.getByLabelText('Spreadsheet'), sheet);
  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  expect(api.post).toHaveBeenCalledWith('/admin/products/import', expect.objectContaining({ data: sheet, params: { format: 'csv' } }));

  const changed = screen.getByRole('tabpanel');
  expect(within(changed).getByText('name.ja')).toBeInTheDocument();
  expect(within(changed).getByLabelText('Now')).toHaveTextContent('旧');
  expect(within(changed).getByLabelText('In the sheet')).toHaveTextContent('新');
  expect(within(changed).queryByText('new-roll')).toBeNull();
  await user.click(screen.getByRole('tab', { name: 'New (1)' }));
  expect(within(screen.getByRole('tabpanel')).getByRole('cell', { name: 'new-roll' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Import now' }));
  expect(api.post).toHaveBeenLastCalledWith('/admin/products/import', expect.objectContaining({ params: { confirm: preview.id } }));
  expect(await screen.findByText('Imported. New products: 1. Changed products: 1.')).toBeInTheDocument();
});

test('a preview with refused rows shows each reason and offers no confirmation', async () => {
  const user = userEvent.setup();
  jest.mocked(api.post).mockResolvedValueOnce({
    ...preview,
    id: null,
    new: 0,
    changed: 0,
    refused: 1,
    rows: [{ line: 2, slug: 'bad', kind: 'refused', changes: [], refusals: [{ column: 'moq', message: 'Please enter a whole number of pieces.' }] }],
  });
  render(<CatalogueImport texts={texts} zip={zip} />);
  await user.upload(screen.getByLabelText('Spreadsheet'), sheet);
  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  expect(await screen.findByText('Please enter a whole number of pieces.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Refused (1)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText(/Fix the refused rows/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import now' })).toBeNull();
});

test('sends the ZIP beside the sheet first, previews the sheet with its pictures, and shows the new pictures and the files not taken', async () => {
  const user = userEvent.setup();
  const src = `/uploads/media/${'b'.repeat(32)}.webp`;
  const set: ImportPictures = {
    id: 'c'.repeat(32),
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    files: [{ name: 'bag-black-1.jpg', src, width: 40, height: 30 }],
    refused: [{ name: 'notes.txt', message: '“notes.txt” is not a PNG, JPEG or WebP picture.' }],
  };
  const withPicture: ImportPreview = { ...preview, rows: [{ line: 3, slug: 'tool-roll', kind: 'changed', refusals: [], changes: [{ column: 'pictures', old: '', new: src }] }] };
  jest.mocked(api.post).mockResolvedValueOnce(set).mockResolvedValueOnce(withPicture).mockResolvedValueOnce(withPicture);
  render(<CatalogueImport texts={texts} zip={zip} />);
  const pictures = new File(['PK'], 'pictures.zip', { type: 'application/zip' });
  await user.upload(screen.getByLabelText('Spreadsheet'), sheet);
  await user.upload(screen.getByLabelText('Pictures (ZIP, optional)'), pictures);
  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  expect(api.post).toHaveBeenNthCalledWith(1, '/admin/products/import/pictures', expect.objectContaining({ data: pictures }));
  expect(api.post).toHaveBeenNthCalledWith(2, '/admin/products/import', expect.objectContaining({ data: sheet, params: { format: 'csv', pictures: set.id } }));
  expect(await screen.findByText('Pictures of the ZIP ready for the sheet: 1.')).toBeInTheDocument();
  expect(screen.getByText('“notes.txt” is not a PNG, JPEG or WebP picture.')).toBeInTheDocument();
  expect(within(screen.getByRole('tabpanel')).getByRole('img', { name: 'New picture bag-black-1.jpg' })).toHaveAttribute('src', src.replace('.webp', '-sm.webp'));

  // The sheet previewed again uses the pictures already sent.
  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  expect(api.post).toHaveBeenCalledTimes(3);
  expect(api.post).toHaveBeenLastCalledWith('/admin/products/import', expect.objectContaining({ params: { format: 'csv', pictures: set.id } }));
});
