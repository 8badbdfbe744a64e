import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { createStaff, setDisabled, setStaffRoles, StaffCommandError } from '@/lib/server/members/staff';

/** What `npm run staff` asks for, the same whether it runs the command itself or hands it to the server. */
export type StaffCommand =
  | { command: 'create'; account: string; password: string; roles: string[] }
  | { command: 'roles'; account: string; roles: string[] }
  | { command: 'disable' | 'enable'; account: string };

export type CommandAnswer = { ok: true; message: string } | { ok: false; message: string };

/** Runs one staff command as the operator named (the machine's user running the command line). */
export async function runStaffCommand(db: Db, command: StaffCommand, operator: string): Promise<CommandAnswer> {
  const author = { commandLine: operator };
  try {
    switch (command.command) {
      case 'create': {
        const staff = await createStaff(db, author, command);
        return { ok: true, message: `Created staff account ${staff.account} (id ${staff.id}) with roles ${staff.roles.join(', ')}.` };
      }
      case 'roles': {
        const staff = await setStaffRoles(db, author, command);
        return { ok: true, message: `${staff.account} now has the roles ${staff.roles.join(', ')}.` };
      }
      case 'disable':
      case 'enable': {
        const staff = await setDisabled(db, author, { account: command.account, disabled: command.command === 'disable' });
        return { ok: true, message: `${staff.account} is ${staff.disabled ? 'disabled; its sessions have ended' : 'enabled'}.` };
      }
    }
  } catch (error) {
    if (error instanceof StaffCommandError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Reads a command from what the channel received; null when it is not one. */
export function parseStaffCommand(raw: unknown): StaffCommand | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const list = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);
  const account = text(c.account);
  if (!account) return null;
  if (c.command === 'create') {
    const password = text(c.password);
    const roles = list(c.roles);
    return password !== null && roles ? { command: 'create', account, password, roles } : null;
  }
  if (c.command === 'roles') {
    const roles = list(c.roles);
    return roles ? { command: 'roles', account, roles } : null;
  }
  if (c.command === 'disable' || c.command === 'enable') return { command: c.command, account };
  return null;
}
