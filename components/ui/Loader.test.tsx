import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { LOADER, LOADER_TEXT, LOCALES } from '@/lib/config';
import Loader from './Loader';

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { common: { loading: string } };

describe('Loader', () => {
  it("says the default text, 'Loading...', when given none, with a medium spinner", () => {
    render(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading\.\.\.$/);
    expect(LOADER_TEXT).toBe('Loading...');
    const spinner = status.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(spinner.style.inlineSize).toBe(`${LOADER.medium}px`);
  });

  it('says the text it is given, at the size asked for', () => {
    render(<Loader text="加载中..." size="large" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^加载中\.\.\.$/);
    expect((screen.getByRole('status').querySelector('[aria-hidden="true"]') as HTMLElement).style.inlineSize).toBe(`${LOADER.large}px`);
  });

  it('has the default as the English of common.loading, and a translation of it in every other locale', () => {
    expect(messages('en').common.loading).toBe(LOADER_TEXT);
    const files = readdirSync(path.join(process.cwd(), 'messages')).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(LOCALES.length);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const text = messages(locale).common.loading;
      expect(text.trim()).not.toBe('');
      expect(text).not.toBe(LOADER_TEXT);
    }
  });
});
