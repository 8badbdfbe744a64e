import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json';
import { getApiFeedback, setApiFeedback, setApiTranslator } from '@/lib/api/feedback';
import { stubDialog } from '@/lib/testing/dialog';
import { ApiFeedback } from './ApiFeedback';

// jsdom has <dialog> but not showModal()/close().
beforeAll(() => stubDialog());

afterEach(() => {
  setApiFeedback(null);
  setApiTranslator(null);
});

/** What a page does on its first render: call the API from an effect (which runs before its parents' effects). */
function FirstCall({ onText }: { onText: (text: string) => void }) {
  useEffect(() => {
    // The client reads its texts here when a call fails (lib/api/answer.ts: readHttpError).
    onText(getApiFeedback().t('api.status.503'));
  }, [onText]);
  return null;
}

test("a child's first call already gets the texts, never a raw key", async () => {
  const texts: string[] = [];
  render(
    <ApiFeedback messages={messages.api} locale="en">
      <FirstCall onText={(text) => texts.push(text)} />
    </ApiFeedback>,
  );
  await waitFor(() => expect(texts).toHaveLength(1));
  expect(texts).toEqual([messages.api.status['503']]);
  expect(texts.join(' ')).not.toContain('api.status');
});

test('a toast and a dialog asked for before their code has arrived are shown once it has, the toast in the live region', async () => {
  const { container } = render(<ApiFeedback messages={messages.api} locale="en" />);
  const region = container.querySelector('[aria-live="polite"]');
  expect(region).toBeEmptyDOMElement();
  act(() => {
    getApiFeedback().toast('Saved first', { kind: 'success' });
    getApiFeedback().modal({ title: 'Prompt', content: 'Something went wrong' });
  });
  expect(await screen.findByText('Saved first')).toBeInTheDocument();
  expect(region).toContainElement(screen.getByText('Saved first'));
  expect(await screen.findByRole('dialog', { name: 'Prompt' })).toHaveTextContent('Something went wrong');
  // Once it is there, a call goes straight to it.
  act(() => getApiFeedback().toast('Saved again', { kind: 'info' }));
  expect(screen.getByText('Saved again')).toBeInTheDocument();
  expect(region?.childElementCount).toBe(2);
});
