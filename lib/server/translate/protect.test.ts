/** @jest-environment node */
import { splitByTerms } from '@/lib/protected-terms';
import { protect, restore } from './protect';

describe('protected terms', () => {
  const terms = ['Hengxin', 'EVA', 'EVA foam', 'YKK'];

  it('escapes the text and wraps each term, longest first, in a numbered translate="no" span', () => {
    const sent = protect('Hengxin <b> case in eva foam & YKK zip', terms);
    expect(sent.html).toBe(
      '<span translate="no" id="t0">Hengxin</span> &lt;b&gt; case in <span translate="no" id="t1">eva foam</span> &amp; <span translate="no" id="t2">YKK</span> zip',
    );
    expect(sent.terms).toEqual(['Hengxin', 'eva foam', 'YKK']);
  });

  it('puts the original terms back whatever the provider did inside their spans, and decodes the rest', () => {
    const sent = protect('Hengxin & EVA', terms);
    const answer = '<span id="t0" translate="no">恒信 (mangled)</span> &amp; <span translate="no" id=t1>乙烯</span> &#39;ok&#39; &lt;3';
    expect(restore(answer, sent.terms)).toBe("Hengxin & EVA 'ok' <3");
  });

  it('refuses an answer that lost a term, rather than saving the text without it', () => {
    const sent = protect('Made by Hengxin', terms);
    expect(restore('Fabriqué par Hengxin', sent.terms)).toBeNull();
    expect(restore('plain', [])).toBe('plain');
  });

  it('splits a text into the runs the public page marks translate="no"', () => {
    expect(splitByTerms('A Hengxin EVA foam case', terms)).toEqual([
      { text: 'A ', term: false },
      { text: 'Hengxin', term: true },
      { text: ' ', term: false },
      { text: 'EVA foam', term: true },
      { text: ' case', term: false },
    ]);
    expect(splitByTerms('nothing here', [])).toEqual([{ text: 'nothing here', term: false }]);
  });
});
