// @ts-check
// What this process knows of the request it is serving, for the lines it logs and the figures it
// counts. scripts/serve.mjs (plain Node) enters the context around Next's handler; the app's code
// (bundled by Next, a second module graph in the same process) reads it: the AsyncLocalStorage
// lives on globalThis so both graphs reach the same one.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const KEY = Symbol.for('case-site.request-context');

/** @typedef {'visitor' | 'member' | 'staff'} ActorKind */
/** @typedef {{ id: string, route: string, actor: ActorKind | null, failed?: boolean }} RequestContext */

/** @returns {AsyncLocalStorage<RequestContext>} */
export function requestContexts() {
  const holder = /** @type {{ [KEY]?: AsyncLocalStorage<RequestContext> }} */ (globalThis);
  return (holder[KEY] ??= new AsyncLocalStorage());
}

/** The request being served (null outside a request: start, timers, the outbox worker). */
export function currentRequest() {
  return requestContexts().getStore() ?? null;
}

// A proxy's id is kept (so one id follows a request through nginx and the app): letters, digits
// and `._:-`, 8 to 128 of them (a UUID, nginx's $request_id, a trace id). Anything else could
// smuggle text into the logs, so it is replaced.
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the incoming X-Request-Id when it is sane, otherwise a new random one.
 * @param {string | string[] | undefined} incoming
 */
export function requestIdOf(incoming) {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Records who the gate found behind the current request (lib/server/access/actor.ts): the kind
 * only, never who. The strongest kind seen wins (a page may ask the gate several times). Answers
 * the actor it was given, so the gate can pass its answer through.
 * @template {{ roles: readonly string[] } | null} A
 * @param {A} actor
 * @returns {A}
 */
export function noteActor(actor) {
  const context = currentRequest();
  if (!context) return actor;
  const kind = !actor ? 'visitor' : actor.roles.some((role) => role !== 'member') ? 'staff' : 'member';
  const rank = { visitor: 0, member: 1, staff: 2 };
  if (context.actor === null || rank[kind] > rank[context.actor]) context.actor = kind;
  return actor;
}

/**
 * Records that something failed while serving the current request (an error logged, a page that
 * failed to render): its answer may be a page with an error in it, which nothing may keep
 * (lib/server/http/member-page-cache.mjs).
 */
export function noteFailure() {
  const context = currentRequest();
  if (context) context.failed = true;
}
