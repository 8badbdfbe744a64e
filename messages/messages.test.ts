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

// The back office's texts (zh-CN and en): the English back office is the Chinese one's pages with
// these words, so the accessibility scan covers it in zh-CN only and relies on this.
describe('messages/admin/zh-CN.json', () => {
  const admin = (locale: string) => flatten(JSON.parse(readFileSync(path.join(__dirname, 'admin', `${locale}.json`), 'utf8')));
  const adminEnglish = admin('en');
  const chinese = admin('zh-CN');

  it('has exactly the keys of admin/en.json, none empty', () => {
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(adminEnglish).sort());
    for (const [key, value] of Object.entries({ ...chinese, ...adminEnglish })) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  // The names of a message's arguments, from its parsed form (a plural's branches hold words in braces too).
  type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }>; children?: Node[] };
  const namesIn = (nodes: Node[], names = new Set<string>()): Set<string> => {
    for (const node of nodes) {
      // 1–6: an argument (plain, number, date, time, select, plural); 7 is the plural's #, 0 text.
      if (node.type >= 1 && node.type <= 6 && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) namesIn(option.value, names);
      if (node.children) namesIn(node.children, names);
    }
    return names;
  };
  const argumentsOf = (text: string, locale: string) => [...namesIn(new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst() as Node[])].sort();

  it('keeps every argument and parses as ICU', () => {
    for (const [key, value] of Object.entries(chinese)) {
      expect([key, argumentsOf(value, 'zh-CN')]).toEqual([key, argumentsOf(adminEnglish[key], 'en')]);
    }
  });
});
