import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import type { AdminHomeCard } from '@/lib/api/contract/catalogue-admin';
import messages from '@/messages/admin/en.json';
import { englishFillTexts } from '@/lib/testing/fill-texts';
import HomeCardForm, { type HomeCardFormTexts } from './HomeCardForm';
import type { TranslationKit } from './translate/kit';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

/* A home card's form with the translation help: the fill button, the machine marks, and the filled texts taken in. */

const c = messages.contentForm;
const h = messages.homeCards;
const t = messages.translate;
const texts: HomeCardFormTexts = {
  picture: h.picture,
  replace: h.replace,
  uploading: h.uploading,
  pictureHint: 'PNG',
  introduction: h.introduction,
  product: h.product,
  productNone: h.productNone,
  productHint: h.productHint,
  save: c.save,
  saving: c.saving,
  saved: h.saved,
  reloadHint: c.reloadHint,
  reload: c.reload,
  localized: { languages: c.languages, complete: c.complete, partial: c.partial, empty: c.empty, copyFrom: c.copyFrom, copy: c.copy, required: c.required },
};
const translation: TranslationKit = {
  fill: englishFillTexts(),
  machine: { 4: ['ja'] },
  label: t.machine,
  note: t.machineNote,
};
const card: AdminHomeCard = {
  id: 4,
  family: 'sewing',
  src: '/media/cards/sewing-1.webp',
  introduction: { 'zh-CN': '缝纫包', ja: '[ja] 缝纫包' },
  product_id: null,
  auto_product_id: null,
  sort: 0,
  updated_at: '2026-11-01T00:00:00.000Z',
};

test('fills the card’s languages, marks the machine’s, and saves the filled texts with the new version', async () => {
  const user = userEvent.setup();
  jest.mocked(api.post).mockResolvedValue({ records: [{ id: 4, filled: ['en'], failed: [] }] });
  const { rerender } = render(<HomeCardForm card={card} products={[]} texts={texts} translation={translation} />);
  expect(screen.getByRole('tab', { name: /日本語/ })).toHaveAccessibleName(`日本語 (${c.complete}, ${t.machine})`);
  await user.click(screen.getByRole('button', { name: t.fill }));
  expect(api.post).toHaveBeenCalledWith('/admin/translate/fill', { data: { kind: 'home_card', id: 4 }, errorMessageMode: 'none' });
  expect(await screen.findByText('Languages filled: 1.')).toBeInTheDocument();

  // The page refreshes with the filled card: the form takes its texts and version, so a save keeps them.
  const filled = { ...card, introduction: { ...card.introduction, en: '[en] 缝纫包' }, updated_at: '2026-11-02T00:00:00.000Z' };
  rerender(<HomeCardForm card={filled} products={[]} texts={texts} translation={{ ...translation, machine: { 4: ['en', 'ja'] } }} />);
  expect(screen.getByRole('tab', { name: /English/ })).toHaveAccessibleName(`English (${c.complete}, ${t.machine})`);
  jest.mocked(api.patch).mockResolvedValue(filled);
  await user.click(screen.getByRole('button', { name: c.save }));
  expect(api.patch).toHaveBeenCalledWith('/admin/home-cards/4', {
    data: { src: card.src, introduction: filled.introduction, product_id: '', updated_at: filled.updated_at },
    errorMessageMode: 'none',
  });
});

test('shows no fill button without a provider', () => {
  render(<HomeCardForm card={card} products={[]} texts={texts} translation={{ ...translation, fill: null }} />);
  expect(screen.queryByRole('button', { name: t.fill })).toBeNull();
});
