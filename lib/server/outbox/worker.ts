import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { describeError } from '@/lib/server/http/log';
import { log } from '@/lib/server/observability/logger.mjs';
import { onShutdown } from '@/lib/server/ops/shutdown.mjs';
import { outbox } from './schema';
import { claimDue, deliver, pendingCount } from './service';
import { mailSettings, webhookSettings, workerTimings } from './settings';

/*
 * The delivery worker of this process: every OUTBOX_POLL_MS, and at once after a new lead, it
 * sends what is due (./service.ts). Several instances may run it: each message is claimed once.
 * A stop (the server's shutdown) lets the message being sent finish and hands back the others it
 * had claimed, so another instance sends them at once instead of after their lease.
 */

const holderKey = Symbol.for('case-site.outbox-worker');
type Worker = { timer: ReturnType<typeof setInterval>; running: Promise<void> | null; again: boolean; stopping: boolean; db: Db };
type Holder = { [holderKey]?: Worker };

/** Delivers what is due, one message at a time, until nothing is due or the worker is stopping. */
async function deliverRound(worker: Worker): Promise<void> {
  const { leaseMs } = workerTimings();
  for (let batch = 0; batch < 100 && !worker.stopping; batch += 1) {
    const rows = await claimDue(worker.db, new Date(), leaseMs);
    if (rows.length === 0) return;
    for (const [i, row] of rows.entries()) {
      if (worker.stopping) {
        const unsent = rows.slice(i).map((r) => r.id);
        await worker.db.update(outbox).set({ leaseUntil: null }).where(inArray(outbox.id, unsent));
        return;
      }
      await deliver(worker.db, row);
    }
  }
}

function run(worker: Worker): void {
  if (worker.stopping) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = (async () => {
    do {
      worker.again = false;
      try {
        await deliverRound(worker);
      } catch (error) {
        log().error({ error: describeError(error) }, '[outbox] delivery round failed');
      }
    } while (worker.again && !worker.stopping);
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
  const worker: Worker = { timer: setInterval(() => run(worker), workerTimings(env).pollMs), running: null, again: false, stopping: false, db };
  worker.timer.unref();
  holder[holderKey] = worker;
  // The server's shutdown waits for the message being sent (lib/server/ops/shutdown.mjs).
  onShutdown('outbox', stopOutboxWorker);
  const waiting = await pendingCount(db);
  if (waiting > 0) console.log(`[outbox] ${waiting} message(s) waiting from before: sending`);
  run(worker);
}

/** Asks the worker to deliver now (after a lead is stored); nothing when no worker runs here. */
export function kickOutbox(): void {
  const worker = (globalThis as Holder)[holderKey];
  if (worker) run(worker);
}

/**
 * Stops the worker (shutdown, tests): it takes no new message; resolves when the delivery under
 * way has ended (the messages it had claimed but not begun are released for any instance).
 */
export async function stopOutboxWorker(): Promise<void> {
  const holder = globalThis as Holder;
  const worker = holder[holderKey];
  if (!worker) return;
  worker.stopping = true;
  clearInterval(worker.timer);
  delete holder[holderKey];
  await worker.running;
}
