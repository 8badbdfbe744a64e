import { changedFields, compareSnapshots, lineDiff } from './diff';

describe('comparing revisions', () => {
  it('names the top-level fields that differ, a localized one once', () => {
    expect(changedFields({ name: { en: 'A', ja: 'あ' }, moq: 1, slug: 's' }, { name: { en: 'B', ja: 'あ' }, moq: 1, slug: 's', extra: true })).toEqual(['name', 'extra']);
    expect(changedFields({ a: null }, {})).toEqual([]);
    // The database keeps an object's keys in its own order: the same picture written in another order is no change.
    expect(changedFields({ images: [{ alt: { en: 'x', 'zh-CN': 'y' }, src: '/a.webp' }] }, { images: [{ src: '/a.webp', alt: { 'zh-CN': 'y', en: 'x' } }] })).toEqual([]);
  });

  it('compares a localized field per locale and a long text by its lines', () => {
    const rows = compareSnapshots(
      { name: { en: 'A', ja: 'あ' }, description: { en: 'one\ntwo\nthree' }, moq: 1 },
      { name: { en: 'B', ja: 'あ' }, description: { en: 'one\n2\nthree' }, moq: 1 },
    );
    expect(rows.map((r) => [r.field, r.locale, r.changed])).toEqual([
      ['name', 'en', true],
      ['name', 'ja', false],
      ['description', 'en', true],
      ['moq', null, false],
    ]);
    expect(rows[0].lines).toBeNull();
    expect(rows[2].lines).toEqual([
      { kind: 'same', text: 'one' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: '2' },
      { kind: 'same', text: 'three' },
    ]);
  });

  it('diffs lines added at the end and removed at the start', () => {
    expect(lineDiff('a\nb', 'b\nc')).toEqual([
      { kind: 'removed', text: 'a' },
      { kind: 'same', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
  });
});
