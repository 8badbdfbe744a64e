import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { hydrate, serverHtml } from '@/lib/testing/hydration';
import type { TypedFields } from './typed-before-hydration';

/*
 * This file loads the module only after the first test has typed into the server's HTML, as a
 * browser loads the page's script after a person has started typing (no input event reaches it).
 */

type Hook = (form: React.RefObject<HTMLFormElement | null>, adopt: (typed: TypedFields) => void) => void;
const serverSide: Hook = () => {};

function makeForm(useTyped: Hook, adopted: jest.Mock) {
  return function Form() {
    const ref = useRef<HTMLFormElement>(null);
    const [values, setValues] = useState({ title: 'Server title', notes: 'Server notes', colour: 'red', size: 'm', empty: '' });
    const [ticked, setTicked] = useState(false);
    useTyped(ref, (typed) => {
      adopted(typed);
      setValues((current) => ({ ...current, ...typed.values }));
      if (typed.checked.ticked !== undefined) setTicked(typed.checked.ticked);
    });
    const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
    return (
      <form ref={ref}>
        <input aria-label="Title" name="title" value={values.title} onChange={set('title')} />
        <input aria-label="Empty" name="empty" value={values.empty} onChange={set('empty')} />
        <textarea aria-label="Notes" name="notes" value={values.notes} onChange={set('notes')} />
        <select aria-label="Colour" name="colour" value={values.colour} onChange={set('colour')}>
          <option value="red">Red</option>
          <option value="blue">Blue</option>
        </select>
        {['s', 'm', 'l'].map((size) => (
          <input key={size} type="radio" aria-label={size} name="size" value={size} checked={values.size === size} onChange={set('size')} />
        ))}
        <input type="checkbox" aria-label="Ticked" name="ticked" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
        <input type="hidden" name="secret" value="kept" />
        <output aria-label="State">{JSON.stringify({ ...values, ticked })}</output>
      </form>
    );
  };
}

const state = () => JSON.parse(screen.getByLabelText('State').textContent ?? '{}');

test('what was typed before the script was loaded is read once, as the form hydrates, and kept in its state', async () => {
  const adopted = jest.fn();
  const ServerForm = makeForm(serverSide, adopted);
  const host = serverHtml(<ServerForm />);
  // Typed before any script: the values change, and no listener hears it.
  (host.querySelector('[name=title]') as HTMLInputElement).value = 'Typed title';
  (host.querySelector('[name=notes]') as HTMLTextAreaElement).value = 'Typed notes';
  (host.querySelector('[name=colour]') as HTMLSelectElement).value = 'blue';
  (host.querySelector('[name=size][value=l]') as HTMLInputElement).checked = true;
  (host.querySelector('[name=ticked]') as HTMLInputElement).checked = true;

  const { useTypedBeforeHydration } = await import('./typed-before-hydration');
  const BrowserForm = makeForm(useTypedBeforeHydration, adopted);
  await hydrate(host, <BrowserForm />);

  expect(adopted).toHaveBeenCalledTimes(1);
  expect(adopted).toHaveBeenCalledWith({ values: { title: 'Typed title', notes: 'Typed notes', colour: 'blue', size: 'l' }, checked: { ticked: true } });
  expect(state()).toEqual({ title: 'Typed title', notes: 'Typed notes', colour: 'blue', size: 'l', empty: '', ticked: true });
  // The pre-filled textarea, which React reset while hydrating, shows the typed text again.
  expect(screen.getByLabelText('Notes')).toHaveValue('Typed notes');
  expect(screen.getByLabelText('Colour')).toHaveValue('blue');
});

test('a form hydrated untouched, or created in the browser, adopts nothing', async () => {
  const { useTypedBeforeHydration } = await import('./typed-before-hydration');
  const adopted = jest.fn();
  const Form = makeForm(useTypedBeforeHydration, adopted);
  const host = serverHtml(<Form />);
  await hydrate(host, <Form />);
  host.remove();
  render(<Form />);
  expect(adopted).not.toHaveBeenCalled();
  expect(state()).toEqual({ title: 'Server title', notes: 'Server notes', colour: 'red', size: 'm', empty: '', ticked: false });
});
