import { continuousGrams, highlightParts, isProductSort, normalizeSearchText, searchTerms } from './search-text';
import { productSearchSchema } from './api/contract/catalogue';
import { validate } from './validation/kit';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.hit ? `[${p.text}]` : p.text))
    .join('');

describe('search text', () => {
  it('normalises width, case, accents and spaces the same way on both sides', () => {
    expect(normalizeSearchText('  ＥＶＡ　Néoprène\n\tPOUCH ')).toBe('eva neoprene pouch');
    expect(normalizeSearchText('Tiếng Việt đựng')).toBe('tieng viet dung');
    expect(normalizeSearchText('ガ')).toBe('ガ'); // Japanese voicing marks are kept
    expect(normalizeSearchText('ผ้าใบ')).toBe('ผ้าใบ'); // Thai vowels are kept
    expect(normalizeSearchText('ё й')).toBe('е и');
  });

  it('splits a query into words at spaces and punctuation, keeping inner hyphens and dots', () => {
    expect(searchTerms('Zip-pouch, 3.5 mm; (neoprene)!')).toEqual(['zip-pouch', '3.5', 'mm', 'neoprene']);
    expect(searchTerms('%%')).toEqual([]);
    expect(searchTerms('a a a')).toEqual(['a']);
    expect(searchTerms('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
    expect(searchTerms('潜水料 收纳包')).toEqual(['潜水料', '收纳包']);
    // Where a spaceless script meets Latin letters or digits, a word ends.
    expect(searchTerms('EVA模压系列')).toEqual(['eva', '模压系列']);
    expect(searchTerms('3mm潜水料')).toEqual(['3mm', '潜水料']);
    expect(searchTerms('収納ケースEVA製')).toEqual(['収納ケース', 'eva', '製']);
  });

  it('cuts spaceless runs into neighbouring pairs and the last character', () => {
    expect(continuousGrams('收纳包')).toEqual(['收纳', '纳包', '包']);
    expect(continuousGrams('eva模压')).toEqual(['模压', '压']);
    expect(continuousGrams('neoprene')).toEqual([]);
  });

  it('knows the sorts', () => {
    expect(['relevance', 'newest', 'name', 'moq'].every(isProductSort)).toBe(true);
    expect(isProductSort('price')).toBe(false);
  });

  it('marks what the search found: terms, typos, CJK, word starts for short terms', () => {
    expect(marked('Neoprene Zip Pouch', 'neopren')).toBe('[Neopren]e Zip Pouch');
    expect(marked('Neoprene Zip Pouch', 'neoprne')).toBe('[Neoprene] Zip Pouch');
    expect(marked('Pochette en néoprène', 'neoprene')).toBe('Pochette en [néoprène]');
    expect(marked('潜水料拉链收纳包', '收纳')).toBe('潜水料拉链[收纳]包');
    expect(marked('EVA case, nueva', 'eva')).toBe('[EVA] case, nueva');
    expect(marked('収納EVAケース', 'eva')).toBe('収納[EVA]ケース');
    expect(marked('EVA模压系列', 'eva模压')).toBe('[EVA模压]系列');
    expect(marked('ＥＶＡ case', 'eva')).toBe('[ＥＶＡ] case');
    expect(marked('Zip pouch', 'zeppelin')).toBe('Zip pouch');
    expect(marked('', 'x')).toBe('');
  });

  it('keeps markup in a name or a query as text: parts are plain strings', () => {
    const parts = highlightParts('<b>Bag</b> <script>alert(1)</script>', '<script> bag');
    expect(parts.map((p) => p.text).join('')).toBe('<b>Bag</b> <script>alert(1)</script>');
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['Bag', 'script', 'script']);
  });
});

describe('the search query of the list and the API', () => {
  it('takes a trimmed keyword and a known sort, and names a bad field', () => {
    expect(validate(productSearchSchema, { keyword: '  neoprene ', sort: 'name' })).toEqual({ ok: true, value: { keyword: 'neoprene', sort: 'name' } });
    expect(validate(productSearchSchema, { keyword: '', sort: '' })).toEqual({ ok: true, value: {} });
    expect(validate(productSearchSchema, {})).toEqual({ ok: true, value: {} });
    expect(validate(productSearchSchema, { sort: 'price' })).toEqual({ ok: false, errors: { sort: { key: 'choice' } } });
    expect(validate(productSearchSchema, { keyword: 'x'.repeat(100) })).toEqual({ ok: false, errors: { keyword: { key: 'tooLong', values: { max: 100 } } } });
    expect(validate(productSearchSchema, { keyword: 'a\u0000b' })).toEqual({ ok: false, errors: { keyword: { key: 'characters' } } });
  });
});
