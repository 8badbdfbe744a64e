import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/config';
import media from '@/lib/media.json';
import { ABOUT_BADGES, ABOUT_FIGURES, ABOUT_PICTURES } from './About';

type Figure = { value: string; label: string; unit?: string };
type AboutMessages = {
  figures: Record<string, Figure>;
  pictures: Record<string, { caption: string; alt: string }>;
  badges: Record<string, string>;
  [key: string]: unknown;
};
const about = (locale: string) => (JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { about: AboutMessages }).about;

const digits = (value: string) => value.replace(/\D/g, '');

describe('the About page in 14 locales', () => {
  const en = about('en');

  it('states the same figures in every locale, each with its label', () => {
    expect(Object.keys(en.figures)).toEqual([...ABOUT_FIGURES]);
    expect(ABOUT_FIGURES.map((key) => digits(en.figures[key].value))).toEqual(['12000', '150', '8', '30', '800000', '2015']);
    for (const locale of LOCALES) {
      const figures = about(locale).figures;
      for (const key of ABOUT_FIGURES) {
        expect(digits(figures[key].value)).toBe(digits(en.figures[key].value));
        expect(figures[key].label.trim()).not.toBe('');
      }
      expect(figures.floorArea.unit?.trim()).toBeTruthy();
    }
  });

  it('writes every text of the page in each language (nothing left in English)', () => {
    const texts = (m: AboutMessages) => [
      m.eyebrow,
      m.figuresTitle,
      m.picturesTitle,
      m.storyTitle,
      m.standardsTitle,
      m.standardsIntro,
      m.certified,
      m.tested,
      m.ctaTitle,
      m.ctaText,
      m.productsLink,
      ...ABOUT_FIGURES.map((k) => m.figures[k].label),
      ...ABOUT_PICTURES.flatMap((k) => [m.pictures[k].caption, m.pictures[k].alt]),
      ...Object.values(ABOUT_BADGES)
        .flat()
        .map(({ key }) => m.badges[key]),
    ];
    const english = texts(en);
    for (const text of english) expect(typeof text === 'string' && text.trim()).toBeTruthy();
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const local = texts(about(locale));
      local.forEach((text, i) => {
        expect(typeof text === 'string' && text.trim()).toBeTruthy();
        expect([locale, text]).not.toEqual([locale, english[i]]);
      });
      expect(about(locale).eyebrow).toContain('{year}');
    }
  });

  it('has each drawn picture in the artwork manifest', () => {
    const paths = new Set(media.map((m) => m.path));
    for (const key of ABOUT_PICTURES) expect(paths).toContain(`about/${key}.webp`);
  });
});
