import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { SlideView } from '@/lib/api/contract';
import { CATALOGUE } from '@/lib/config';
import messages from '@/messages/en.json';
import { stubMatchMedia } from '@/lib/testing/match-media';
import Slider, { type SliderLabels } from './Slider';

jest.mock('next/link', () => jest.requireActual('@/lib/testing/next-link-mock').mockNextLinkModule());

// jsdom has no layout observers and no matchMedia; embla only needs them to exist.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeAll(() => {
  for (const name of ['ResizeObserver', 'IntersectionObserver', 'MutationObserver'] as const) {
    if (!(name in window)) Object.defineProperty(window, name, { value: NoopObserver, configurable: true, writable: true });
  }
  stubMatchMedia();
});

const words = (title: string) => ({ title, subtitle: `${title}, made to order.`, button: 'Explore' });
const slides: SlideView[] = [
  { id: 1, url: '/products', sign: 'sewing', thumb: '/media/slider/sewing.webp', ...words('Sewn soft goods') },
  { id: 2, url: '/products', sign: 'heat-press', thumb: '/media/slider/heat-press.webp', ...words('Heat-pressed cases') },
  // A banner without words shows its picture alone.
  { id: 3, url: '/products', sign: 'eva-molded', thumb: '/media/slider/eva-molded.webp', title: '', subtitle: '', button: '' },
];
const t = messages.home;
const labels: SliderLabels = {
  region: t.sliderLabel,
  slides: slides.map((_, i) => t.slideLabel.replace('{index}', String(i + 1)).replace('{total}', String(slides.length))),
  previous: t.previous,
  next: t.next,
  pause: t.pause,
  play: t.play,
};

/** What HeroBanner computes on the server: each slide's url with ?category= its sign. */
const hrefs = slides.map((s) => `${s.url}?category=${s.sign}`);

/** The markup the server sends, before any JavaScript runs. */
function serverHtml() {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Slider slides={slides} hrefs={hrefs} labels={labels} />);
  document.body.append(host);
  return host;
}
afterEach(() => document.body.replaceChildren());

it('is a labelled carousel of labelled slides', () => {
  render(<Slider slides={slides} hrefs={hrefs} labels={labels} />);
  const carousel = screen.getByRole('region', { name: 'Featured collections' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const groups = within(carousel).getAllByRole('group');
  expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
  for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', 'slide');
});

it('links each slide to its url with ?category=<sign>, its thumb with the sign as alt', () => {
  render(<Slider slides={slides} hrefs={hrefs} labels={labels} />);
  for (const slide of slides) {
    const group = screen.getByRole('group', { name: `Slide ${slide.id} of 3` });
    const link = within(group).getByRole('link');
    expect(link).toHaveAttribute('href', `${slide.url}?category=${slide.sign}`);
    const img = within(link).getByRole('img', { name: slide.sign });
    expect(img).toHaveAttribute('src', slide.thumb);
    expect(img).toHaveAttribute('srcset', `${slide.thumb.replace('.webp', '-sm.webp')} 960w, ${slide.thumb} 1920w`);
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', String(CATALOGUE.sliderMaxHeight));
  }
});

it('server HTML: the first slide is the LCP image (eager, high priority), the others lazy', () => {
  const host = serverHtml();
  const images = within(host).getAllByRole('img');
  expect(images.map((img) => img.getAttribute('alt'))).toEqual(['sewing', 'heat-press', 'eva-molded']);
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  for (const img of images.slice(1)) {
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority', 'high');
  }
  // The first slide's link is complete before hydration.
  expect(within(host).getAllByRole('link')[0]).toHaveAttribute('href', '/products?category=sewing');
});

it('has previous, next and pause/play buttons with names, and no dots', () => {
  render(<Slider slides={slides} hrefs={hrefs} labels={labels} />);
  const buttons = screen.getAllByRole('button');
  expect(buttons).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^(Pause|Play) the slideshow$/ })).toBeInTheDocument();
  expect(screen.queryByRole('tab')).toBeNull();
});

it('has no controls for a single slide', () => {
  render(<Slider slides={slides.slice(0, 1)} hrefs={hrefs.slice(0, 1)} labels={{ ...labels, slides: labels.slides.slice(0, 1) }} />);
  expect(screen.queryAllByRole('button')).toHaveLength(0);
  expect(screen.getByRole('img', { name: 'sewing' })).toHaveAttribute('loading', 'eager');
});

describe('the words over each banner', () => {
  it("are in the server HTML, inside the slide's one link, and a banner without a title has none", () => {
    const host = serverHtml();
    const links = host.querySelectorAll('a');
    expect(links).toHaveLength(3);
    expect(links[0].textContent).toContain('Sewn soft goods');
    expect(links[0].textContent).toContain('Sewn soft goods, made to order.');
    expect(links[0].textContent).toContain('Explore');
    expect(links[0].getAttribute('href')).toBe('/products?category=sewing');
    expect(links[1].textContent).toContain('Heat-pressed cases');
    expect(links[2].textContent).toBe('');
    // The picture stays the first slide's eager LCP image, its alt the sign.
    expect(links[0].querySelector('img')?.getAttribute('alt')).toBe('sewing');
    host.remove();
  });
});
