/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '@/lib/config';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...acc, [name]: value } : { ...acc, ...flatten(value, name) };
  }, {});
}

function load(locale: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const english = load('en');

describe.each(LOCALES.filter((l) => l !== 'en'))('messages/%s.json', (locale) => {
  const messages = load(locale);

  it('has exactly the keys of en.json, none empty', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(messages)) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  it('keeps every placeholder and parses as ICU', () => {
    for (const [key, value] of Object.entries(messages)) {
      expect([key, placeholders(value)]).toEqual([key, placeholders(english[key])]);
      expect(() => new IntlMessageFormat(value, locale)).not.toThrow();
    }
  });
});
