import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import LazyImage from './LazyImage';

/** A controllable IntersectionObserver, local to this file. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed.length = 0;
  }
  takeRecords() {
    return [];
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
function setObserver(value: unknown) {
  Object.defineProperty(window, 'IntersectionObserver', { value, configurable: true, writable: true });
}
beforeEach(() => {
  FakeObserver.instances = [];
  setObserver(FakeObserver);
});
afterEach(() => {
  if (original) Object.defineProperty(window, 'IntersectionObserver', original);
  else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const props = { src: '/media/products/pouch.webp', alt: 'Zip pouch', width: 800, height: 600, errorLabel: messages.common.imageError };

function renderImage(extra: Partial<React.ComponentProps<typeof LazyImage>> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ common: messages.common }}>
      <LazyImage {...props} {...extra} />
    </NextIntlClientProvider>,
  );
}

const frameOf = (img: HTMLElement) => img.parentElement as HTMLElement;

it('an eager image renders its real src with width, height and an aspect-ratio box (no layout shift)', () => {
  renderImage({ eager: true, srcSet: '/media/products/pouch-sm.webp 400w, /media/products/pouch.webp 800w', sizes: '50vw' });
  const img = screen.getByRole('img', { name: 'Zip pouch' });
  expect(img).toHaveAttribute('src', props.src);
  expect(img).toHaveAttribute('srcset', expect.stringContaining('pouch-sm.webp 400w'));
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '600');
  expect(frameOf(img).style.aspectRatio).toBe('800 / 600');
});

it('a lazy image has no src until it nears the viewport; the server HTML carries a <noscript> copy for crawlers and visitors without JavaScript', () => {
  const html = renderToStaticMarkup(<LazyImage {...props} srcSet="/media/products/pouch-sm.webp 400w, /media/products/pouch.webp 800w" sizes="50vw" />);
  const [visible, copy] = html.split('<noscript>');
  expect(visible).toContain('alt="Zip pouch"');
  expect(visible).not.toContain('src=');
  expect(copy).toContain(`src="${props.src}"`);
  expect(copy).toContain('srcSet="/media/products/pouch-sm.webp 400w');
  expect(copy).toContain('width="800"');
  // Eager and priority images have their src in the page itself and no copy.
  for (const extra of [{ eager: true }, { priority: true }]) {
    const eager = renderToStaticMarkup(<LazyImage {...props} {...extra} />);
    expect(eager).toContain(`src="${props.src}"`);
    expect(eager).not.toContain('<noscript>');
  }
});

it('goes loading → loaded, and turns eager once it nears the viewport', () => {
  renderImage();
  const img = screen.getByRole('img', { name: 'Zip pouch' });
  expect(img).not.toHaveAttribute('src');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(frameOf(img)).toHaveAttribute('data-state', 'loading');
  expect(frameOf(img)).toHaveAttribute('aria-busy', 'true');

  const [observer] = FakeObserver.instances;
  expect(observer.options?.rootMargin).toBe('200px');
  observer.enter();
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('src', props.src);

  fireEvent.load(img);
  expect(frameOf(img)).toHaveAttribute('data-state', 'loaded');
  expect(frameOf(img)).not.toHaveAttribute('aria-busy');
  expect(img).toBeVisible();
});

it('shows the error placeholder and never a broken image', () => {
  renderImage();
  const img = screen.getByRole('img', { name: 'Zip pouch' });
  fireEvent.error(img);

  expect(frameOf(img)).toHaveAttribute('data-state', 'error');
  expect(img).not.toBeVisible();
  expect(screen.queryByRole('img', { name: 'Zip pouch' })).toBeNull();
  expect(screen.getByText('Image unavailable')).toBeInTheDocument();
});

it('loads directly without IntersectionObserver support', () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  renderImage();
  const img = screen.getByRole('img', { name: 'Zip pouch' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('src', props.src);
  fireEvent.load(img);
  expect(frameOf(img)).toHaveAttribute('data-state', 'loaded');
});

it('priority: eager, high fetch priority, no observer', () => {
  renderImage({ priority: true });
  const img = screen.getByRole('img', { name: 'Zip pouch' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(FakeObserver.instances).toHaveLength(0);
});

it('eager: eager at the normal fetch priority (not preloaded), no observer', () => {
  renderImage({ eager: true });
  const img = screen.getByRole('img', { name: 'Zip pouch' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).not.toHaveAttribute('fetchpriority');
  expect(FakeObserver.instances).toHaveLength(0);
});

it('takes the outcome of an image that finished before hydration', () => {
  const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  const natural = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
  renderImage({ eager: true });
  expect(frameOf(screen.getByRole('img', { name: 'Zip pouch' }))).toHaveAttribute('data-state', 'loaded');

  natural.mockReturnValue(0);
  renderImage({ src: '/missing.webp', alt: 'Missing', eager: true });
  expect(screen.getAllByText('Image unavailable')).toHaveLength(1);
  // A lazy image still waiting for its src is "complete" with nothing loaded: not a failure.
  renderImage({ src: '/later.webp', alt: 'Later' });
  expect(frameOf(screen.getByRole('img', { name: 'Later' }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getAllByText('Image unavailable')).toHaveLength(1);
  complete.mockRestore();
  natural.mockRestore();
});
