/** @jest-environment node */
import sharp from 'sharp';
import { cssLocalTargets, sheetRules } from './svg-css.mjs';
import { pictureHeader } from './svg-pictures.mjs';
import { safeSvg, SVG_LIMITS, UnsafeSvgError } from './svg-safety.mjs';
import { parseSvgXml } from './svg-xml.mjs';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

function refusal(input: string | Buffer): string {
  try {
    safeSvg(input);
  } catch (error) {
    if (error instanceof UnsafeSvgError) return error.message;
    throw error;
  }
  throw new Error('the document was taken');
}

/** A PNG header that claims `width` × `height` (the check reads no further). */
function pngHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

/** `<use>` elements `fan` wide and `depth` deep: the drawing expands to about (fan + 1)^depth elements. */
function nestedUse(fan: number, depth: number): string {
  let s = `<svg ${SVG} width="100" height="100"><defs><rect id="a0" width="1" height="1"/>`;
  for (let i = 1; i <= depth; i += 1) s += `<g id="a${i}">${`<use xlink:href="#a${i - 1}"/>`.repeat(fan)}</g>`;
  return `${s}</defs><use xlink:href="#a${depth}"/></svg>`;
}

describe('the strict XML reading of an SVG', () => {
  it('reads elements, attributes, text, CDATA and the predefined references, with namespaces resolved', () => {
    const root = parseSvgXml(
      `<?xml version="1.0"?>\n<!-- c --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><s:svg xmlns:s="http://www.w3.org/2000/svg" a='1 &amp; 2'><s:text>x &lt; y &#x41;<![CDATA[<b>]]></s:text></s:svg>`,
    );
    expect(root).toMatchObject({ ns: 'http://www.w3.org/2000/svg', local: 'svg', attrs: [{ local: 'a', value: '1 & 2' }] });
    expect(root.children[0]).toMatchObject({ local: 'text', children: ['x < y A', '<b>'] });
  });

  it.each([
    ['an entity of an internal subset', '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'],
    ['an undeclared entity', '<svg xmlns="http://www.w3.org/2000/svg">&xxe;</svg>'],
    ['a bare ampersand', '<svg xmlns="http://www.w3.org/2000/svg">a & b</svg>'],
    ['end tags that do not match', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg></g>'],
    ['two roots', '<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an attribute given twice', '<svg xmlns="http://www.w3.org/2000/svg" a="1" a="2"/>'],
    ['the same attribute through two prefixes', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:a="urn:x" xmlns:b="urn:x" a:h="1" b:h="2"/>'],
    ['an unbound prefix', '<svg xmlns="http://www.w3.org/2000/svg" q:x="1"/>'],
    ['a control character', '<svg xmlns="http://www.w3.org/2000/svg">\u0001</svg>'],
    ['a reference to NUL', '<svg xmlns="http://www.w3.org/2000/svg">&#0;</svg>'],
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
    ['a late XML declaration', '<svg xmlns="http://www.w3.org/2000/svg"><?xml version="1.0"?></svg>'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseSvgXml(text)).toThrow(UnsafeSvgError);
  });

  it('refuses nesting past the limit and files past the size limit', () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(SVG_LIMITS.maxDepth)}${'</g>'.repeat(SVG_LIMITS.maxDepth)}</svg>`;
    expect(refusal(deep)).toBe('elements nested too deep');
    expect(refusal(Buffer.alloc(SVG_LIMITS.maxBytes + 1, 0x20))).toBe('the file is too large to draw');
    expect(refusal(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff]))).toBe('not UTF-8');
  });
});

describe('what the renderer gets', () => {
  it('is the drawing written anew: comments, instructions, the DOCTYPE and scripts left out', () => {
    const { svg, renderedElements } = safeSvg(
      `<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet href="http://127.0.0.1:9/x.css"?><!DOCTYPE svg><svg ${SVG} viewBox="0 0 10 10"><!-- hi --><script>alert(1)</script><rect width="10" height="10" fill="#c00" title="a&quot;b&#10;c"/></svg>`,
    );
    expect(svg).toBe(`<svg ${SVG} viewBox="0 0 10 10"><rect width="10" height="10" fill="#c00" title="a&quot;b&#10;c"/></svg>`);
    expect(renderedElements).toBe(2);
  });

  it('takes an SVG without a namespace as SVG', () => {
    expect(safeSvg('<svg width="4" height="4"><rect width="4" height="4"/></svg>').svg).toBe(`<svg ${SVG} width="4" height="4"><rect width="4" height="4"/></svg>`);
  });

  it('keeps no reference to anything outside the document, whatever the prefix or the syntax', () => {
    const { svg, dropped } = safeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink" xmlns:xi="http://www.w3.org/2001/XInclude" xml:base="http://127.0.0.1:9/">` +
        '<image width="5" height="5" href="http://127.0.0.1:9/a.png"/>' +
        '<image width="5" height="5" l:href=" file:///etc/passwd"/>' +
        '<use l:href="other.svg#x"/>' +
        '<xi:include href="/etc/passwd" parse="text"/>' +
        '<rect width="1" height="1" fill="url(http://127.0.0.1:9/g.svg#g)" style="fill:url(&apos;https://127.0.0.1:9/p&apos;)"/>' +
        '<rect width="1" height="1" style="fill:u\\72l(http://127.0.0.1:9/e)"/>' +
        '<style>@import url(http://127.0.0.1:9/a.css);</style>' +
        '<style>rect{fill:url(data:image/svg+xml,x)}</style>' +
        '<a href="javascript:alert(1)"><text>x</text></a>' +
        '</svg>',
    );
    expect(svg).not.toMatch(/127\.0\.0\.1|passwd|other\.svg|include|javascript|import|data:|base=/);
    expect(dropped).toBeGreaterThanOrEqual(10);
    expect(svg).toContain('<image width="5" height="5"/>');
  });

  it('keeps references inside the document (use, gradients, clip paths, style sheets)', () => {
    const text =
      `<svg ${SVG} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>` +
      '<clipPath id="clip-path"><rect class="cls-1" width="5" height="5"/></clipPath><circle id="c" r="2"/></defs>' +
      '<style>.cls-1{fill:none;}.cls-2{clip-path:url(#clip-path);} .cls-3 { fill: url("#g") }</style>' +
      '<g class="cls-2"><rect class="cls-3" width="10" height="10"/><use xlink:href="#c" x="5"/></g></svg>';
    const { svg, renderedElements } = safeSvg(text);
    expect(svg).toContain('<use xlink:href="#c" x="5"/>');
    expect(svg).toContain('.cls-2{clip-path:url(#clip-path);}');
    expect(renderedElements).toBeGreaterThan(10);
  });

  it('refuses references that expand past the budget in milliseconds, and circular ones', () => {
    const started = Date.now();
    expect(refusal(nestedUse(10, 12))).toMatch(/more than 250000 elements/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(safeSvg(nestedUse(3, 5)).renderedElements).toBeLessThan(SVG_LIMITS.maxRenderedElements);
    expect(refusal(`<svg ${SVG}><g id="a"><use xlink:href="#a"/></g></svg>`)).toBe('a circular reference');
    expect(
      refusal(`<svg ${SVG}><pattern id="p"><rect width="1" height="1" fill="url(#q)"/></pattern><pattern id="q"><rect width="1" height="1" fill="url(#p)"/></pattern></svg>`),
    ).toBe('a circular reference');
  });

  it('counts paints that style sheets give to elements (a "billion laughs" through CSS)', () => {
    let s = `<svg ${SVG} width="100" height="100"><style>`;
    for (let i = 1; i <= 8; i += 1) s += `.l${i}{fill:url(#p${i - 1})}`;
    s += '</style><defs><pattern id="p0" width="1" height="1"><rect width="1" height="1"/></pattern>';
    for (let i = 1; i <= 8; i += 1) s += `<pattern id="p${i}" width="1" height="1">${`<rect class="l${i}" width="1" height="1"/>`.repeat(10)}</pattern>`;
    s += '</defs><rect class="l8" width="100" height="100"/></svg>';
    expect(refusal(s)).toMatch(/more than 250000 elements/);
  });

  it('re-encodes embedded pictures it measured, and refuses them past their pixel budget', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#08f' } })
      .jpeg()
      .toBuffer();
    const kept = safeSvg(
      `<svg ${SVG}><image width="4" height="3" xlink:href="data:image/png;base64,${png.toString('base64').replace(/(.{60})/g, '$1\n')}"/>` +
        `<image width="2" height="1" href="data:application/octet-stream;base64,${jpeg.toString('base64')}"/></svg>`,
    );
    expect(kept.embeddedPixels).toBe(40 * 30 + 20 * 10);
    expect(kept.svg).toContain(`xlink:href="data:image/png;base64,${png.toString('base64')}"`);
    expect(kept.svg).toContain(`href="data:image/jpeg;base64,${jpeg.toString('base64')}"`);

    const huge = pngHeader(12000, 12000).toString('base64');
    expect(refusal(`<svg ${SVG} width="100" height="100"><image width="100" height="100" xlink:href="data:image/png;base64,${huge}"/></svg>`)).toMatch(
      /embedded pictures of more than/,
    );
    // Many pictures within the budget one by one, but not together.
    const fair = pngHeader(4000, 4000).toString('base64');
    expect(refusal(`<svg ${SVG}>${`<image href="data:image/png;base64,${fair}"/>`.repeat(2)}</svg>`)).toMatch(/embedded pictures of more than/);
    // An SVG inside the SVG (its own pictures would go unmeasured), and bytes that are no picture.
    const inner = Buffer.from(`<svg ${SVG}/>`).toString('base64');
    expect(refusal(`<svg ${SVG}><image href="data:image/svg+xml;base64,${inner}"/></svg>`)).toMatch(/not a PNG, JPEG, GIF or WebP/);
    expect(refusal(`<svg ${SVG}><image href="data:image/png;base64,!!!!"/></svg>`)).toMatch(/not a PNG, JPEG, GIF or WebP/);
  });
});

describe('the helpers', () => {
  it('reads the size of PNG, JPEG, GIF and WebP headers', async () => {
    const make = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
      sharp({ create: { width: 33, height: 17, channels: 3, background: '#123456' } })
        [format]()
        .toBuffer();
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      expect(pictureHeader(await make(format))).toEqual({ mime: `image/${format}`, width: 33, height: 17 });
    }
    expect(
      pictureHeader(
        await sharp({ create: { width: 33, height: 17, channels: 3, background: '#123456' } })
          .webp({ lossless: true })
          .toBuffer(),
      ),
    ).toEqual({ mime: 'image/webp', width: 33, height: 17 });
    expect(pictureHeader(Buffer.from('<svg/>'))).toBeNull();
  });

  it('finds the local targets of CSS and refuses anything that could load', () => {
    expect(cssLocalTargets('fill:url(#a); stroke: url( "#b" )')).toEqual(['a', 'b']);
    expect(cssLocalTargets('fill:URL(http://x/)')).toBeNull();
    expect(cssLocalTargets('fill:url(#a')).toBeNull();
    expect(cssLocalTargets('@IMPORT "x.css";')).toBeNull();
    expect(cssLocalTargets('fill:\\75rl(x)')).toBeNull();
    expect(sheetRules('/* x */ .a, rect { fill: url(#g) } @media print { #b { fill:url(#h) } } .c{fill:red} *:hover{fill:url(#i)}')).toEqual([
      { universal: false, classes: new Set(['a']), ids: new Set(), types: new Set(['rect']), targets: ['g'] },
      { universal: false, classes: new Set(), ids: new Set(['b']), types: new Set(), targets: ['h'] },
      { universal: true, classes: new Set(), ids: new Set(), types: new Set(), targets: ['i'] },
    ]);
  });
});
