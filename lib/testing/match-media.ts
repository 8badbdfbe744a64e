/** jsdom has no matchMedia: a stub that answers `prefers-reduced-motion` as asked and no to any other query. */
export function stubMatchMedia({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}
