import { render } from '@testing-library/react';
import { parseLongText } from '@/lib/long-text';
import LongText from './LongText';

describe('parseLongText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseLongText('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'paragraph', lines: ['Next paragraph'] },
    ]);
  });

  it('reads "- " and "* " lines as a list, even right after a paragraph line', () => {
    expect(parseLongText('You need:\n- a ruler\n* a pencil\r\n- glue\nThen start.')).toEqual([
      { kind: 'paragraph', lines: ['You need:'] },
      { kind: 'bullets', items: ['a ruler', 'a pencil', 'glue'] },
      { kind: 'paragraph', lines: ['Then start.'] },
    ]);
  });

  it('reads "1. " and "1) " lines as a numbered list with its start', () => {
    expect(parseLongText('3. cut\n4) sew\n\n1. press')).toEqual([
      { kind: 'numbers', items: ['cut', 'sew'], start: 3 },
      { kind: 'numbers', items: ['press'], start: 1 },
    ]);
  });

  it('reads "## " opening a paragraph as a sub-heading, and anything else as text', () => {
    expect(parseLongText('## Care\nWipe clean.\n-not a list\n2024.5 mm\n**bold**')).toEqual([
      { kind: 'heading', text: 'Care' },
      { kind: 'paragraph', lines: ['Wipe clean.', '-not a list', '2024.5 mm', '**bold**'] },
    ]);
  });

  it('gives nothing for an empty or blank text, and a bare marker stays text', () => {
    expect(parseLongText('')).toEqual([]);
    expect(parseLongText(' \n\t\n')).toEqual([]);
    expect(parseLongText('-\n1.')).toEqual([{ kind: 'paragraph', lines: ['-', '1.'] }]);
  });

  it('splits a hostile text quickly (no backtracking on long runs of markers or spaces)', () => {
    const hostile = `${'- '.repeat(50_000)}x\n${'1'.repeat(100_000)}. y\n${' '.repeat(100_000)}z`;
    const started = Date.now();
    const blocks = parseLongText(hostile);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(blocks[0]).toEqual({ kind: 'bullets', items: [`${'- '.repeat(49_999)}x`] });
    expect(blocks[1]).toMatchObject({ kind: 'paragraph' });
  });
});

describe('LongText', () => {
  it('renders paragraphs, lists and line breaks as elements', () => {
    const { container } = render(<LongText text={'Intro\nline two\n\n- one\n- two\n\n1. first\n2. second\n\n5. fifth'} className="body" lang="en" />);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('text', 'body');
    expect(root).toHaveAttribute('lang', 'en');
    expect(root.innerHTML).toBe('<p>Intro<br>line two</p><ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol><ol start="5"><li>fifth</li></ol>');
  });

  it('shows markup typed into the text as the characters typed', () => {
    const hostile = '<script>alert(1)</script>\n- <img src=x onerror=alert(1)>\n\n## <b>bold</b>\n\n1. <a href="javascript:alert(1)">x</a>';
    const { container } = render(<LongText text={hostile} />);
    expect(container.querySelector('script, img, b, a')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('li')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('h3')?.textContent).toBe('<b>bold</b>');
  });

  it('uses the heading level asked for', () => {
    const { container } = render(<LongText text="## Materials" headingLevel={2} />);
    expect(container.querySelector('h2')?.textContent).toBe('Materials');
  });
});

test('marks the protected terms translate="no" in every kind of block', () => {
  const { container } = render(<LongText text={'## Hengxin cases\n\n- YKK zips\n\nMade by Hengxin.'} terms={['Hengxin', 'YKK']} />);
  expect([...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent)).toEqual(['Hengxin', 'YKK', 'Hengxin']);
  expect(container.textContent).toBe('Hengxin casesYKK zipsMade by Hengxin.');
});
