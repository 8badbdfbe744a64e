// What this process knows of its own health, shared by the app's code (bundled by Next) and
// scripts/serve.mjs (plain Node): two module graphs in one process, so the state lives on globalThis.
// A part (the database, Redis, S3, scheduled backups…) reports how it fares; /readyz reads the lot.

const KEY = Symbol.for('case-site.health');

/** @typedef {{ ok: boolean, detail?: string, at: number, degradesReadiness: boolean }} PartHealth */

function state() {
  /** @type {{ draining: boolean, parts: Map<string, PartHealth> }} */
  const existing = globalThis[KEY];
  if (existing) return existing;
  const created = { draining: false, parts: new Map() };
  globalThis[KEY] = created;
  return created;
}

/**
 * Records how a part fares. `degradesReadiness: false` for a part whose failure an operator must
 * see but which does not stop this instance from serving (a failed scheduled backup): it shows in
 * /readyz's detail without turning it 503.
 * @param {string} name
 * @param {{ ok: boolean, detail?: string, degradesReadiness?: boolean }} health
 */
export function reportPart(name, health) {
  state().parts.set(name, { ok: health.ok, detail: health.detail, at: Date.now(), degradesReadiness: health.degradesReadiness ?? true });
}

/** @returns {Record<string, PartHealth>} */
export function partsHealth() {
  return Object.fromEntries(state().parts);
}

/** The instance is shutting down: /readyz answers 503 from now on. */
export function startDraining() {
  state().draining = true;
}

export function isDraining() {
  return state().draining;
}

/** Forgets every part and the draining mark (tests). */
export function resetHealth() {
  delete globalThis[KEY];
}
