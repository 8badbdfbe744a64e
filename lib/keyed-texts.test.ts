import { keyedTexts } from './keyed-texts';

describe('texts named after their keys', () => {
  it('gives each key the lookup of that key, in the order given', () => {
    const seen: string[] = [];
    const texts = keyedTexts(['save', 'saving'], (key) => {
      seen.push(key);
      return `<${key}>`;
    });
    expect(texts).toEqual({ save: '<save>', saving: '<saving>' });
    expect(seen).toEqual(['save', 'saving']);
  });

  it('answers an empty object for no keys', () => {
    expect(keyedTexts([], () => 'never')).toEqual({});
  });
});
