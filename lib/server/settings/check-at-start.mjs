// Imported first by scripts/start.mjs and scripts/serve.mjs: every setting is checked before
// anything else is loaded or opened (the data folder's lock, a build, Next, the port). A bad one
// stops the start here with exit code 1 and one line per variable (./environment.mjs).
import { settingsOrExit } from './environment.mjs';

settingsOrExit();
