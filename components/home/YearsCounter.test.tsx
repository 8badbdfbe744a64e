import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { COUNTER } from '@/lib/config';
import messages from '@/messages/en.json';
import YearsCounter from './YearsCounter';
import { stubMatchMedia } from '@/lib/testing/match-media';

const label = messages.home.yearsOfExperience;
const finalText = `${COUNTER.end}+`;

/** IntersectionObserver that reports its target in view as soon as it is observed (the block is on screen). */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function stubMotion(reduce: boolean) {
  stubMatchMedia({ reducedMotion: reduce });
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'IntersectionObserver', { value: InViewObserver, configurable: true, writable: true });
  stubMotion(false);
});
afterEach(() => jest.useRealTimers());

it('has the final figure in the server HTML, for crawlers and visitors without JavaScript', () => {
  const html = renderToString(<YearsCounter label={label} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  expect(host.textContent).toBe(finalText);
  expect(host.firstElementChild).toHaveAttribute('aria-label', `${finalText} ${label}`);
});

it('counts up to 10+ once in view, while assistive technology hears "10+ Years of experience"', () => {
  render(<YearsCounter label={label} />);
  const counter = screen.getByRole('img', { name: `${finalText} ${label}` });
  // Counting restarts from the start value once the animation is set up.
  expect(counter).toHaveTextContent(`${COUNTER.start}+`);

  act(() => {
    jest.advanceTimersByTime(COUNTER.durationMs / 2);
  });
  const halfway = Number.parseFloat(counter.textContent ?? '');
  expect(halfway).toBeGreaterThan(COUNTER.start);
  expect(halfway).toBeLessThanOrEqual(COUNTER.end);

  act(() => {
    jest.advanceTimersByTime(COUNTER.durationMs);
  });
  expect(counter).toHaveTextContent(finalText);
  expect(screen.getByRole('img', { name: `${finalText} ${label}` })).toBe(counter);
});

it('draws its digits as tabular figures in a box as wide as the final figure, so nothing moves while it counts', () => {
  render(<YearsCounter label={label} />);
  const digits = screen.getByRole('img', { name: `${finalText} ${label}` }).firstElementChild as HTMLElement;
  expect(digits).toHaveStyle({ fontVariantNumeric: 'tabular-nums', minInlineSize: `${String(COUNTER.end).length}ch`, display: 'inline-block' });
});

it('shows the final figure at once under prefers-reduced-motion', () => {
  stubMotion(true);
  render(<YearsCounter label={label} />);
  expect(screen.getByRole('img', { name: `${finalText} ${label}` })).toHaveTextContent(finalText);
  act(() => {
    jest.advanceTimersByTime(COUNTER.durationMs);
  });
  expect(screen.getByRole('img', { name: `${finalText} ${label}` })).toHaveTextContent(finalText);
});
