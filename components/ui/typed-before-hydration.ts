'use client';

import { useLayoutEffect, type RefObject } from 'react';

/*
 * What a person typed into a form before the page's script arrived (a slow phone, a busy server):
 * the server's HTML is a working page, so people type into it. When React hydrates, it leaves
 * inputs' and selects' values on screen but not in the component's state, so the next render or
 * a save drops them (a design saved under the product's name instead of the one typed); and it
 * puts a pre-filled textarea back to the server's text on the spot. This module reads what the
 * fields hold and hands it to the form once, as it hydrates, before anything can render again.
 */

/** What was changed in a form's named fields; a field left as the server rendered it is absent. */
export interface TypedFields {
  /** Text inputs, textareas, selects and radio groups: the value the person left. */
  readonly values: Readonly<Record<string, string>>;
  /** Checkboxes: ticked or not. */
  readonly checked: Readonly<Record<string, boolean>>;
}

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image', 'color']);

/*
 * A pre-filled textarea is reset by React while it hydrates (before any effect can look at it),
 * so what it held is kept here: when this module is loaded (which is before the components that
 * use it hydrate) and on every input from then on.
 */
const textareas = new WeakMap<HTMLTextAreaElement, string>();
if (typeof document !== 'undefined') {
  for (const area of document.querySelectorAll('textarea')) if (area.value !== area.defaultValue) textareas.set(area, area.value);
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLTextAreaElement) textareas.set(event.target, event.target.value);
    },
    true,
  );
}

/** The named fields of `form` whose value differs from the one the page was rendered with. */
export function typedFields(form: HTMLFormElement): TypedFields {
  const values: Record<string, string> = {};
  const checked: Record<string, boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!('name' in element) || typeof element.name !== 'string' || !element.name) continue;
    if (element instanceof HTMLTextAreaElement) {
      const value = textareas.get(element) ?? element.value;
      if (value !== element.defaultValue) values[element.name] = value;
    } else if (element instanceof HTMLSelectElement) {
      if (element.multiple) continue;
      const options = Array.from(element.options);
      const rendered = options.find((option) => option.defaultSelected) ?? options[0];
      if (element.selectedOptions[0] && element.selectedOptions[0] !== rendered) values[element.name] = element.value;
    } else if (element instanceof HTMLInputElement && !element.disabled && !NOT_TYPED.has(element.type)) {
      if (element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked) checked[element.name] = element.checked;
      } else if (element.type === 'radio') {
        if (element.checked && !element.defaultChecked) values[element.name] = element.value;
      } else if (element.value !== element.defaultValue) {
        values[element.name] = element.value;
      }
    }
  }
  return { values, checked };
}

/** An `adopt` that hands each typed value to the setter of its field (a field without one is left as it is). */
export function intoSetters(setters: Readonly<Record<string, (value: string) => void>>): (typed: TypedFields) => void {
  return ({ values }) => {
    for (const [name, value] of Object.entries(values)) setters[name]?.(value);
  };
}

/**
 * Calls `adopt` once, as the form hydrates, with what was typed into it before (nothing when
 * nothing was: a form created in the browser starts as rendered). `adopt` puts it into the state.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: TypedFields) => void): void {
  // A layout effect: it runs in the same step as hydration, before any event or later render.
  useLayoutEffect(() => {
    if (!form.current) return;
    const typed = typedFields(form.current);
    if (Object.keys(typed.values).length > 0 || Object.keys(typed.checked).length > 0) adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the first render's setters
  }, []);
}
