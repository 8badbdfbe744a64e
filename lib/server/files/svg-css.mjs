// The CSS of an SVG (style sheets, style attributes, paints): which url(…) references it makes, and
// which elements a style sheet's rules may reach.
// Plain JavaScript: the picture renderer (render-image.mjs, a child process) runs it as it is.

const URL_FN = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

/**
 * The targets of the url(…) references of a CSS text (a style sheet, a style attribute, a paint),
 * or null when it could load anything: a url() that is not `#id`, an @import, or a backslash (CSS
 * escapes could spell either so that no plain look finds it).
 * @param {string} css
 * @returns {string[] | null}
 */
export function cssLocalTargets(css) {
  if (css.includes('\\') || /@import/i.test(css)) return null;
  /** @type {string[]} */
  const targets = [];
  let count = 0;
  for (const m of css.matchAll(URL_FN)) {
    count += 1;
    const target = m[2].trim();
    if (!target.startsWith('#') || target.length < 2) return null;
    targets.push(target.slice(1));
  }
  // A url( the pattern did not take (unbalanced, odd quoting) is not taken either.
  const opened = (css.match(/url\(/gi) ?? []).length;
  return opened === count ? targets : null;
}

/**
 * @typedef {{ universal: boolean, classes: Set<string>, ids: Set<string>, types: Set<string>, targets: string[] }} SheetRule
 */

/**
 * The rules of a style sheet that reference elements (url(#id)), each with what its selectors name.
 * Over-approximates on purpose: a selector matches an element when any class, id or type it names
 * is the element's, and one with *, attribute or pseudo-class selectors (or none of those names)
 * matches every element. Only used to count what the drawing expands to.
 * @param {string} css
 * @returns {SheetRule[]}
 */
export function sheetRules(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  /** @type {SheetRule[]} */
  const rules = [];
  /** @type {{ prelude: string, body: number, nested: boolean }[]} */
  const blocks = [];
  let preludeStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      i = close === -1 ? text.length : close;
    } else if (c === '{') {
      if (blocks.length) blocks[blocks.length - 1].nested = true;
      blocks.push({ prelude: text.slice(preludeStart, i).trim(), body: i + 1, nested: false });
      preludeStart = i + 1;
    } else if (c === '}') {
      const block = blocks.pop();
      preludeStart = i + 1;
      if (!block || block.nested) continue;
      const targets = cssLocalTargets(text.slice(block.body, i)) ?? [];
      if (targets.length === 0) continue;
      const rule = { universal: false, classes: new Set(), ids: new Set(), types: new Set(), targets };
      for (const selector of block.prelude.split(',')) {
        const s = selector.trim();
        if (s === '' || s.startsWith('@') || /[*[:]/.test(s)) {
          rule.universal = true;
          continue;
        }
        let named = false;
        for (const m of s.matchAll(/([.#]?)(-?[_a-zA-Z][\w-]*)/g)) {
          named = true;
          (m[1] === '.' ? rule.classes : m[1] === '#' ? rule.ids : rule.types).add(m[2]);
        }
        if (!named) rule.universal = true;
      }
      rules.push(rule);
    } else if (c === ';' && blocks.length === 0) {
      preludeStart = i + 1;
    }
  }
  return rules;
}
