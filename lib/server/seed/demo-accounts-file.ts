import 'server-only';
import { randomInt } from 'node:crypto';
import { chmod, mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/*
 * What the operator is told of the demo accounts: their passwords (drawn here, at random), the log
 * block printed once at the first start, the file that keeps them (mode 0600: this machine's user
 * only) and the warning a production start gives while they can still sign in.
 */

export interface DemoAccount {
  account: string;
  password: string;
  /** What the account is for, as the notice shows it. */
  roles: readonly string[];
}

/** Letters and digits that cannot be mistaken for one another when read off a screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A password of 4 groups of 5 (23 characters, about 116 bits from crypto's generator) with a
 * digit, an upper and a lower case letter: it passes the staff and the member password rules.
 */
export function demoPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
    const password = groups.join('-');
    if (/[0-9]/.test(password) && /[A-Z]/.test(password) && /[a-z]/.test(password)) return password;
  }
}

function table(accounts: readonly DemoAccount[]): string[] {
  const width = Math.max(...accounts.map((a) => a.account.length));
  return accounts.map((a) => `  ${a.account.padEnd(width)}  ${a.password}  (${a.roles.join(', ')})`);
}

/** The block the first start prints: accounts, passwords, where to sign in, where the file is. */
export function demoAccountsNotice(accounts: readonly DemoAccount[], siteUrl: string, file: string): string {
  const rule = '─'.repeat(72);
  return [
    rule,
    'Demo accounts (made once, on this first start; SEED_DEMO=false makes none):',
    ...table(accounts),
    `  sign in:     ${siteUrl}/login`,
    `  back office: ${siteUrl}/admin`,
    `  kept in ${file} (readable by this user only).`,
    '  Before going live: npm run staff -- disable --account <name>, for each of them.',
    rule,
  ].join('\n');
}

/** The warning a production start gives while demo accounts can sign in (names only, never passwords). */
export function demoAccountsWarning(accounts: readonly string[]): string {
  return (
    `warning: demo accounts ${accounts.join(', ')} exist and can sign in (their passwords were printed at the first start). ` +
    `Disable them before going live: ${accounts.map((a) => `npm run staff -- disable --account ${a}`).join('; ')}.`
  );
}

/**
 * Appends the accounts to the file (made with mode 0600, and set to it if it existed), with the
 * time and the database they belong to: a file kept from another database is never overwritten.
 */
export async function keepDemoAccounts(file: string, accounts: readonly DemoAccount[], facts: { siteUrl: string; database: string; at: Date }): Promise<string> {
  const absolute = path.resolve(/* turbopackIgnore: true */ process.cwd(), file);
  await mkdir(path.dirname(absolute), { recursive: true, mode: 0o700 });
  const handle = await open(absolute, 'a', 0o600);
  try {
    await handle.chmod(0o600);
    await handle.appendFile(
      [
        `# Demo accounts made ${facts.at.toISOString()} in ${facts.database}`,
        `# sign in at ${facts.siteUrl}/login; the back office is ${facts.siteUrl}/admin`,
        ...table(accounts).map((line) => line.trim()),
        '',
      ].join('\n'),
    );
  } finally {
    await handle.close();
  }
  await chmod(absolute, 0o600);
  return absolute;
}
