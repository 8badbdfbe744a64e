import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/config';
import ScrollToTop from './ScrollToTop';
import { stubMatchMedia } from '@/lib/testing/match-media';

function stubReducedMotion(reduce: boolean) {
  stubMatchMedia({ reducedMotion: reduce });
}

/** Scrolls the window and runs the frame the listener asked for. */
function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

function renderButton() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ common: messages.common }}>
      <ScrollToTop label={messages.common.backToTop} />
    </NextIntlClientProvider>,
  );
}

const scrollSpy = jest.fn();
beforeEach(() => {
  jest.useFakeTimers();
  window.scrollY = 0;
  window.scrollTo = scrollSpy as unknown as typeof window.scrollTo;
  scrollSpy.mockClear();
  stubReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

it('is hidden below the threshold and visible from it', () => {
  renderButton();
  expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();

  scrollTo(SCROLL_TOP_THRESHOLD_PX - 1);
  expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();

  scrollTo(SCROLL_TOP_THRESHOLD_PX);
  expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();

  scrollTo(SCROLL_TOP_THRESHOLD_PX - 1);
  expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
});

it('is visible at once when the page is already scrolled (reload half-way down)', () => {
  window.scrollY = 500;
  renderButton();
  expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
});

it('updates at most once per frame', () => {
  const raf = jest.spyOn(window, 'requestAnimationFrame');
  renderButton();
  act(() => {
    for (let y = 0; y < 10; y += 1) {
      window.scrollY = y * 20;
      window.dispatchEvent(new Event('scroll'));
    }
  });
  expect(raf).toHaveBeenCalledTimes(1);
  raf.mockRestore();
});

it('scrolls smoothly to the top when clicked', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderButton();
  scrollTo(SCROLL_TOP_THRESHOLD_PX);
  await user.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

it('jumps instead under prefers-reduced-motion', async () => {
  stubReducedMotion(true);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderButton();
  scrollTo(SCROLL_TOP_THRESHOLD_PX * 3);
  await user.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
});

it('hands keyboard focus to the top of the page (a hidden focused button would cut the scroll short)', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <NextIntlClientProvider locale="en" messages={{ common: messages.common }}>
      <a href="#main">Skip to content</a>
      <ScrollToTop label={messages.common.backToTop} />
    </NextIntlClientProvider>,
  );
  scrollTo(SCROLL_TOP_THRESHOLD_PX * 5);
  screen.getByRole('button', { name: 'Back to top' }).focus();
  await user.keyboard('{Enter}');
  expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
});
