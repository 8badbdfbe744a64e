import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/*
 * A page as a person on a slow phone meets it: the server's HTML first, usable (they type into it)
 * before the page's script has arrived; then React hydrates that same HTML. Component tests of
 * forms use this to prove that what was typed early is what gets saved.
 * Import @testing-library/react in the test too (it tells React that tests drive `act`).
 */

const hosts = new Set<HTMLElement>();
const roots = new Set<Root>();

afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  for (const host of hosts) host.remove();
  roots.clear();
  hosts.clear();
});

/** The server's HTML of `ui`, in the document, before any script has run. */
export function serverHtml(ui: ReactNode): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui);
  document.body.append(host);
  hosts.add(host);
  return host;
}

/** Types into a field of that HTML: the value changes and `input` fires, with nothing of React listening yet. */
export function typeEarly(field: Element, value: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) {
    throw new Error(`not a form field: ${field.tagName}`);
  }
  field.value = value;
  if (field instanceof HTMLSelectElement && field.value !== value) throw new Error(`no option ${value}`);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Ticks or clears a checkbox, or picks a radio, of that HTML. */
export function clickEarly(field: HTMLInputElement): void {
  field.click();
}

/** The script arrives: React hydrates the server's HTML with the same `ui`. */
export async function hydrate(host: HTMLElement, ui: ReactNode): Promise<void> {
  const errors: unknown[] = [];
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(host, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  roots.add(root!);
  // A mismatch makes React throw the server's HTML away and render anew: that is not hydration.
  if (errors.length > 0) throw new Error(`hydration failed: ${String(errors[0])}`);
}
