import { useEffect } from 'react';
import { render, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json';
import { getApiFeedback, setApiFeedback, setApiTranslator } from '@/lib/api/feedback';
import { ApiFeedback } from './ApiFeedback';

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
