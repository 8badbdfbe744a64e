// The part of `compression` (a plain JavaScript middleware, without types of its own) the tests use;
// scripts/serve.mjs uses it from JavaScript.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(options?: { threshold?: number | string }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
