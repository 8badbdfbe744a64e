// `npm run staff -- …`: staff accounts from the command line (never by public registration).
//
//   npm run staff -- create --account <name> --password <password> --role admin|editor|sales [--role …]
//   npm run staff -- roles --account <name> --role … | --none
//   npm run staff -- disable --account <name>
//   npm run staff -- enable --account <name>
//
// It works whether the server runs or not. With DATABASE_URL it connects to PostgreSQL itself. On
// PGlite one process may hold the data folder: when no server holds it, this command opens it;
// when a server does, the command is handed to that server through the folder's control socket
// (readable by this machine's user only) and the server runs it.
import os from 'node:os';
import { dataDirFromEnv, FolderLockedError, lockDataFolder, unlockDataFolder } from '@/lib/server/db/folder-lock.mjs';
import { openDatabase, optionsFromEnv } from '@/lib/server/db/open';
import { sendControlCommand } from '@/lib/server/control/channel';
import { runStaffCommand, type CommandAnswer, type StaffCommand } from '@/lib/server/control/commands';

const USAGE = `usage:
  npm run staff -- create --account <name> --password <password> --role admin|editor|sales [--role …]
  npm run staff -- roles --account <name> --role admin|editor|sales [--role …]   (or --none: no staff role)
  npm run staff -- disable --account <name>
  npm run staff -- enable --account <name>`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parse(argv: string[]): StaffCommand {
  const [command, ...rest] = argv;
  const values: Record<string, string[]> = {};
  const flags = new Set<string>();
  for (let i = 0; i < rest.length; i += 1) {
    const name = rest[i];
    if (!name.startsWith('--')) fail(`Unexpected "${name}".\n${USAGE}`);
    if (name === '--none') {
      flags.add('none');
      continue;
    }
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--')) fail(`${name} needs a value.\n${USAGE}`);
    (values[name.slice(2)] ??= []).push(value);
    i += 1;
  }
  const one = (name: string) => {
    const found = values[name];
    if (!found?.length) fail(`--${name} is required.\n${USAGE}`);
    if (found.length > 1) fail(`--${name} is given twice.`);
    return found[0];
  };
  const account = one('account');
  switch (command) {
    case 'create':
      return { command, account, password: one('password'), roles: values.role ?? [] };
    case 'roles':
      if (flags.has('none') && values.role?.length) fail('Give --role or --none, not both.');
      if (!flags.has('none') && !values.role?.length) fail(`Give at least one --role, or --none.\n${USAGE}`);
      return { command, account, roles: values.role ?? [] };
    case 'disable':
    case 'enable':
      return { command, account };
    default:
      return fail(USAGE);
  }
}

async function runHere(command: StaffCommand, operator: string): Promise<CommandAnswer> {
  const opened = await openDatabase(optionsFromEnv());
  try {
    await opened.migrate();
    return await runStaffCommand(opened.db, command, operator);
  } finally {
    await opened.close();
  }
}

async function main() {
  const command = parse(process.argv.slice(2));
  const operator = os.userInfo().username;
  let answer: CommandAnswer;
  if (process.env.DATABASE_URL) {
    answer = await runHere(command, operator);
  } else {
    const dataDir = dataDirFromEnv();
    try {
      await lockDataFolder(dataDir);
      try {
        answer = await runHere(command, operator);
      } finally {
        await unlockDataFolder(dataDir);
      }
    } catch (error) {
      if (!(error instanceof FolderLockedError)) throw error;
      answer = await sendControlCommand(dataDir, command, operator);
    }
  }
  if (!answer.ok) fail(answer.message);
  console.log(answer.message);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
