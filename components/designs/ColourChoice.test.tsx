import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { DESIGN_LIMITS } from '@/lib/api/contract/designs';
import ColourChoice from './ColourChoice';

function renderChoice(colours: string[]) {
  const onChange = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ColourChoice colours={colours} onChange={onChange} error={null} />
    </NextIntlClientProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

test('a swatch is pressed when chosen; pressing it again removes the colour, pressing another adds it', async () => {
  const { onChange, user } = renderChoice(['navy']);
  const navy = screen.getByRole('button', { name: 'Navy' });
  expect(navy).toHaveAttribute('aria-pressed', 'true');
  await user.click(navy);
  expect(onChange).toHaveBeenLastCalledWith([]);
  await user.click(screen.getByRole('button', { name: 'Red' }));
  expect(onChange).toHaveBeenLastCalledWith(['navy', 'red']);
});

test("a colour of the member's own is added as lower-case hex, listed, and removed by its button", async () => {
  const { onChange, user } = renderChoice(['#1a2b3c']);
  fireEvent.change(screen.getByLabelText('Custom colour'), { target: { value: '#AABBCC' } });
  await user.click(screen.getByRole('button', { name: 'Add colour' }));
  expect(onChange).toHaveBeenLastCalledWith(['#1a2b3c', '#aabbcc']);
  await user.click(screen.getByRole('button', { name: 'Remove #1A2B3C' }));
  expect(onChange).toHaveBeenLastCalledWith([]);
});

test('at the limit, only the chosen swatches can be pressed and no colour can be added', () => {
  const full = ['navy', 'red', ...Array.from({ length: DESIGN_LIMITS.colours - 2 }, (_, i) => `#0000${String(i + 1).padStart(2, '0')}`)];
  renderChoice(full);
  expect(screen.getByRole('button', { name: 'Navy' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Black' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add colour' })).toBeDisabled();
});
