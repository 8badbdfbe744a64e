// @ts-check
// The process's one logger (pino): JSON lines for a log collector, or readable lines in
// development. Every line written while a request is served carries its id (reqId), read from the
// request context (./request-context.mjs), so an error can be tied to its request line. Like the
// request context, the logger lives on globalThis: scripts/serve.mjs and the app's bundle share it
// (pino is one of next.config.mjs's serverExternalPackages, loaded by Node, not bundled).
//
//   LOG_FORMAT  json | pretty   (default: pretty on a terminal or under `next dev`, json otherwise)
//   LOG_LEVEL   fatal | error | warn | info | debug | trace | silent   (default: info)
import { format } from 'node:util';
import pino from 'pino';
import pretty from 'pino-pretty';
import { currentRequest, noteFailure } from './request-context.mjs';

const KEY = Symbol.for('case-site.logger');
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The logger's settings from the environment; a value it does not know falls back to the default:
 * readable lines for a person (`npm start` in a terminal, where the first start prints the demo
 * accounts), one JSON object per line for a supervisor or a pipe (systemd, Docker, a file).
 * @param {Record<string, string | undefined>} [env]
 * @param {boolean} [terminal] whether standard output is a terminal
 */
export function logSettings(env = process.env, terminal = Boolean(process.stdout.isTTY)) {
  const level = String(env.LOG_LEVEL ?? '')
    .trim()
    .toLowerCase();
  const wanted = String(env.LOG_FORMAT ?? '')
    .trim()
    .toLowerCase();
  const format = wanted === 'json' || wanted === 'pretty' ? wanted : env.NODE_ENV === 'development' || terminal ? 'pretty' : 'json';
  return { level: LOG_LEVELS.includes(level) ? level : 'info', format };
}

/**
 * A logger with these settings, writing to `destination` (stdout when not given).
 * @param {{ level?: string, format?: string }} settings
 * @param {import('pino').DestinationStream} [destination]
 * @returns {import('pino').Logger}
 */
export function createLogger(settings = {}, destination) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level: settings.level ?? 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // The id of the request being served, on every line written while serving it; a warning or
    // an error also names the request's route pattern.
    mixin: (_merged, level) => {
      const request = currentRequest();
      if (!request) return {};
      if (level >= 50) request.failed = true;
      return level >= 40 ? { reqId: request.id, route: request.route } : { reqId: request.id };
    },
  };
  if (destination) return pino(options, destination);
  if (settings.format === 'pretty') {
    // Synchronous, like pino's own stdout: nothing is lost when the process exits.
    return pino(options, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return pino(options);
}

/** The process's logger, made on first use from LOG_FORMAT and LOG_LEVEL. */
export function log() {
  const holder = /** @type {{ [KEY]?: import('pino').Logger }} */ (globalThis);
  return (holder[KEY] ??= createLogger(logSettings()));
}

/**
 * Replaces the process's logger (tests, with a logger writing into a stream of theirs).
 * @param {import('pino').Logger | undefined} logger
 */
export function setLogger(logger) {
  const holder = /** @type {{ [KEY]?: import('pino').Logger }} */ (globalThis);
  if (logger) holder[KEY] = logger;
  else delete holder[KEY];
}

/**
 * Sends console output through the logger (scripts/serve.mjs, in production): what Next and the
 * libraries print (a page that failed to render, a warning) becomes a line of the same format, at
 * the console method's level, with the request id when it was printed while serving a request.
 */
export function routeConsoleToLogger() {
  const levels = /** @type {const} */ ([
    ['error', 'error'],
    ['warn', 'warn'],
    ['info', 'info'],
    ['log', 'info'],
    ['debug', 'debug'],
  ]);
  for (const [method, level] of levels) {
    console[method] = (...args) => {
      // Whatever the log level lets through: Next prints a page that failed to render here.
      if (method === 'error') noteFailure();
      log()[level](format(...args));
    };
  }
}
