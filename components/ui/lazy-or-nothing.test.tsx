import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyOrNothing } from './lazy-or-nothing';

it('renders the part once its chunk has arrived', async () => {
  const Part = lazyOrNothing(async () => ({ default: ({ text }: { text: string }) => <p>{text}</p> }));
  render(
    <Suspense fallback={null}>
      <Part text="arrived" />
    </Suspense>,
  );
  expect(await screen.findByText('arrived')).toBeInTheDocument();
});

it('renders nothing, and throws nothing, when its chunk cannot be fetched', async () => {
  const Part = lazyOrNothing<{ text: string }>(() => Promise.reject(new Error('ChunkLoadError')));
  const { container } = render(
    <div>
      <Suspense fallback={<span>loading</span>}>
        <Part text="never" />
      </Suspense>
      <p>the page</p>
    </div>,
  );
  // The fallback gives way to nothing, and the rest of the page stays.
  await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
  expect(container.textContent).toBe('the page');
});
