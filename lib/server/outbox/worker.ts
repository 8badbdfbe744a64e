import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { describeError } from '@/lib/server/http/log';
import { deliverDue, pendingCount } from './service';
import { mailSettings, webhookSettings, workerTimings } from './settings';

/*
 * The delivery worker of this process: every OUTBOX_POLL_MS, and at once after a new lead, it
 * sends what is due (./service.ts). Several instances may run it: each message is claimed once.
 */

const holderKey = Symbol.for('case-site.outbox-worker');
type Worker = { timer: ReturnType<typeof setInterval>; running: Promise<void> | null; again: boolean; db: Db };
type Holder = { [holderKey]?: Worker };

function run(worker: Worker): void {
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = (async () => {
    do {
      worker.again = false;
      try {
        await deliverDue(worker.db);
      } catch (error) {
        console.error(`[outbox] delivery round failed: ${describeError(error)}`);
      }
    } while (worker.again);
    worker.running = null;
  })();
}

/** Starts the worker once per process; says once at startup what is configured. */
export async function startOutboxWorker(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return;
  const mail = mailSettings(env);
  const webhook = webhookSettings(env);
  if (!mail) console.log('[outbox] e-mail is off (SMTP_URL is not set): new leads are read in /admin/leads');
  else if (mail.notify.length === 0) console.log('[outbox] LEADS_NOTIFY_EMAIL is not set: buyers get their acknowledgement, the business no e-mail');
  if (webhook) console.log(`[outbox] new leads also go to a ${webhook.kind} webhook`);
  const worker: Worker = { timer: setInterval(() => run(worker), workerTimings(env).pollMs), running: null, again: false, db };
  worker.timer.unref();
  holder[holderKey] = worker;
  const waiting = await pendingCount(db);
  if (waiting > 0) console.log(`[outbox] ${waiting} message(s) waiting from before: sending`);
  run(worker);
}

/** Asks the worker to deliver now (after a lead is stored); nothing when no worker runs here. */
export function kickOutbox(): void {
  const worker = (globalThis as Holder)[holderKey];
  if (worker) run(worker);
}

/** Stops the worker (tests, shutdown) after its current round. */
export async function stopOutboxWorker(): Promise<void> {
  const holder = globalThis as Holder;
  const worker = holder[holderKey];
  if (!worker) return;
  clearInterval(worker.timer);
  delete holder[holderKey];
  await worker.running;
}
