// `npm start`: takes the data folder's lock (a second server on the same PGlite folder stops here,
// before it rebuilds anything under the first), builds the app when there is no build or the
// sources are newer than it, then serves it in this same process.
import '../lib/server/settings/check-at-start.mjs'; // first: a bad setting stops the start here, exit code 1
import { lockFromEnvOrExit } from '../lib/server/db/folder-lock.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

await lockFromEnvOrExit();
buildIfNeeded();
await import('./serve.mjs');
