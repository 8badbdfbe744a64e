// How much a checked SVG draws once its references (<use>, templates, url(#id) paints) are
// expanded: a "billion laughs" of <use> costs milliseconds here, seconds of the renderer's CPU otherwise.
// Plain JavaScript: the picture renderer (render-image.mjs, a child process) runs it as it is.
import { refuse } from './svg-limits.mjs';

/**
 * @typedef {import('./svg-xml.mjs').El} El
 * @typedef {import('./svg-css.mjs').SheetRule} SheetRule
 */

/** @param {El} el @param {string} local */
const attrOf = (el, local) => el.attrs.find((a) => a.local === local && a.ns === null)?.value.trim();

/**
 * How many elements the drawing expands to: each element, its children, and every element a
 * reference of it (href="#id", url(#id) in its attributes, and the style sheets' url(#id) of the
 * rules that may match it) brings in again. Iterative (a chain of references may be long); a
 * cycle is refused, except a style sheet's reference from inside the element it names (a paint
 * server's own content is not painted with it).
 * @param {El} top @param {El[]} all @param {Map<El, string[]>} refsOf @param {Map<El, El>} parentOf
 * @param {SheetRule[]} rules @param {number} max
 */
export function countRendered(top, all, refsOf, parentOf, rules, max) {
  /** @type {Map<string, El>} */
  const byId = new Map();
  for (const el of all) {
    const id = attrOf(el, 'id');
    if (id && !byId.has(id)) byId.set(id, el);
  }
  const sheetTargets = new Set(
    rules
      .flatMap((r) => r.targets)
      .map((id) => byId.get(id))
      .filter((el) => el !== undefined),
  );
  /** The style sheets' targets that contain the element (itself included). */
  const inside = (/** @type {El} */ el) => {
    const out = new Set();
    if (sheetTargets.size === 0) return out;
    for (let at = /** @type {El | undefined} */ (el); at; at = parentOf.get(at)) if (sheetTargets.has(at)) out.add(at);
    return out;
  };
  /** @param {El} el @returns {El[]} */
  const edges = (el) => {
    /** @type {El[]} */
    const out = [];
    for (const c of el.children) if (typeof c !== 'string' && c.local !== 'style') out.push(c);
    for (const id of refsOf.get(el) ?? []) {
      const target = byId.get(id);
      if (target) out.push(target);
    }
    if (rules.length) {
      const classes = new Set((attrOf(el, 'class') ?? '').split(/\s+/).filter(Boolean));
      const id = attrOf(el, 'id');
      const own = inside(el);
      for (const rule of rules) {
        const matches = rule.universal || rule.types.has(el.local) || (id !== undefined && rule.ids.has(id)) || [...classes].some((c) => rule.classes.has(c));
        if (!matches) continue;
        for (const targetId of rule.targets) {
          const target = byId.get(targetId);
          if (target && !own.has(target)) out.push(target);
        }
      }
    }
    return out;
  };
  /** @type {Map<El, number>} */
  const done = new Map();
  const visiting = new Set();
  /** @type {{ el: El, next: El[] | null, at: number }[]} */
  const stack = [{ el: top, next: null, at: 0 }];
  while (stack.length) {
    const frame = stack[stack.length - 1];
    if (frame.next === null) {
      if (done.has(frame.el)) {
        stack.pop();
        continue;
      }
      visiting.add(frame.el);
      frame.next = edges(frame.el);
    }
    while (frame.at < frame.next.length && done.has(frame.next[frame.at])) frame.at += 1;
    if (frame.at < frame.next.length) {
      const pending = frame.next[frame.at];
      if (visiting.has(pending)) refuse('a circular reference');
      stack.push({ el: pending, next: null, at: 0 });
      continue;
    }
    let total = 1;
    for (const e of frame.next) total += /** @type {number} */ (done.get(e));
    if (total > max) refuse(`a drawing of more than ${max} elements once its references are expanded`);
    done.set(frame.el, total);
    visiting.delete(frame.el);
    stack.pop();
  }
  return /** @type {number} */ (done.get(top));
}
