// `npm start`: builds the app when there is no build or the sources are newer than it, then serves it.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('./serve.mjs');
