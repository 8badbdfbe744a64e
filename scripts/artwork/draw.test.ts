import { readFileSync } from 'fs';
import path from 'path';
import { SCENES, drawArtwork, resolveVariant, subjectFromPath } from './draw.mjs';

type Entry = { path: string; kind: string; palette: string; view: string; width: number; height: number };

const manifest: Entry[] = JSON.parse(readFileSync(path.join(process.cwd(), 'lib/media.json'), 'utf8'));

const draw = (e: Entry) => drawArtwork({ kind: e.kind, palette: e.palette, view: e.view, width: e.width, height: e.height, subject: subjectFromPath(e.path) });

/** Minimal XML well-formedness check: balanced tags, quoted attributes, no stray markup. */
function checkWellFormed(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tagRe = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tagRe.exec(svg))) {
    const between = svg.slice(last, m.index);
    if (/[<>]/.test(between)) problems.push(`stray markup near ${JSON.stringify(between.slice(0, 40))}`);
    last = tagRe.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (/[<>]/.test(svg.slice(last))) problems.push('stray markup at the end');
  if (stack.length) problems.push(`unclosed: ${stack.join(',')}`);
  return problems;
}

function rootAttr(svg: string, name: string): string | undefined {
  const root = svg.match(/^<svg\b[^>]*>/);
  const m = root && root[0].match(new RegExp(`\\s${name}="([^"]*)"`));
  return m ? m[1] : undefined;
}

describe('drawArtwork', () => {
  it('has a non-empty manifest', () => {
    expect(manifest.length).toBeGreaterThan(0);
  });

  describe.each(manifest.map((e) => [e.path, e] as const))('%s', (_p, entry) => {
    const svg = draw(entry);

    it('is a well-formed SVG document', () => {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(checkWellFormed(svg)).toEqual([]);
      expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
    });

    it('has the entry width, height and viewBox', () => {
      expect(rootAttr(svg, 'width')).toBe(String(entry.width));
      expect(rootAttr(svg, 'height')).toBe(String(entry.height));
      expect(rootAttr(svg, 'viewBox')).toBe(`0 0 ${entry.width} ${entry.height}`);
    });

    it('contains no text and no external references', () => {
      expect(svg).not.toMatch(/<text/i);
      expect(svg).not.toMatch(/href="http/i);
      expect(svg).not.toMatch(/url\(\s*['"]?(https?:|\/\/|data:)/i);
      expect(svg).not.toMatch(/<(image|script|foreignObject|style)\b/i);
      expect(svg).not.toMatch(/@import/i);
    });

    it('only references ids it defines, each defined once', () => {
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      const refs = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
      for (const r of refs) expect(ids).toContain(r);
    });

    it('is deterministic', () => {
      expect(draw(entry)).toBe(svg);
    });
  });

  it('draws different kinds differently', () => {
    const base = { palette: 'orange', view: 'front', width: 800, height: 800 };
    const pouch = drawArtwork({ ...base, kind: 'pouch' });
    const tote = drawArtwork({ ...base, kind: 'tote' });
    const eva = drawArtwork({ ...base, kind: 'eva-case' });
    expect(pouch).not.toBe(tote);
    expect(pouch).not.toBe(eva);
    expect(tote).not.toBe(eva);
  });

  it('gives every product picture in the manifest its own drawing', () => {
    const products = manifest.filter((e) => e.view === 'front' || e.view === 'detail');
    const drawings = new Set(products.map(draw));
    expect(drawings.size).toBe(products.length);
  });

  it('varies the EVA case shape with the subject', () => {
    const subjects = ['eva-earphone-case-1', 'eva-hard-drive-case-1', 'eva-tool-case-1', 'eva-camera-case-1', 'eva-glasses-case-1', 'eva-game-controller-case-1'];
    expect(new Set(subjects.map((s) => resolveVariant('eva-case', s))).size).toBe(subjects.length);
    const out = subjects.map((subject) => drawArtwork({ kind: 'eva-case', palette: 'teal', view: 'front', width: 400, height: 400, subject }));
    expect(new Set(out).size).toBe(subjects.length);
  });

  it('derives the subject from the manifest path', () => {
    expect(subjectFromPath('products/eva-tool-case-1.webp')).toBe('eva-tool-case-1');
    expect(subjectFromPath('cards/evaMolded-2.webp')).toBe('evaMolded-2');
  });

  it('renders the social card composition', () => {
    const svg = drawArtwork({ kind: 'og', palette: 'orange', view: 'og', width: 1200, height: 630 });
    expect(rootAttr(svg, 'viewBox')).toBe('0 0 1200 630');
    expect(checkWellFormed(svg)).toEqual([]);
    expect(svg).not.toMatch(/<text/i);
  });

  it('draws the About page scenes, each listed in the manifest and each its own picture', () => {
    const scenes = manifest.filter((e) => e.view === 'scene' && e.path.startsWith('about/'));
    expect(scenes.map((e) => e.kind).sort()).toEqual([...SCENES].sort());
    for (const e of scenes) expect(e.path).toBe(`about/${e.kind}.webp`);
    expect(new Set(scenes.map(draw)).size).toBe(SCENES.length);
    expect(() => drawArtwork({ kind: 'pouch', palette: 'orange', view: 'scene', width: 10, height: 10 })).toThrow();
  });

  it('gives every other picture of a room (production photos, help articles, course covers) its own close-up', () => {
    const scenes = manifest.filter((e) => e.view === 'scene');
    expect(scenes.length).toBeGreaterThan(SCENES.length);
    expect(new Set(scenes.map(draw)).size).toBe(scenes.length);
    for (const e of scenes.filter((s) => !s.path.startsWith('about/'))) expect(checkWellFormed(draw(e))).toEqual([]);
  });

  it('rejects unknown kinds and views', () => {
    expect(() => drawArtwork({ kind: 'nope', palette: 'orange', view: 'front', width: 10, height: 10 })).toThrow();
    expect(() => drawArtwork({ kind: 'pouch', palette: 'orange', view: 'nope', width: 10, height: 10 })).toThrow();
  });
});
