import 'server-only';
import { spawn } from 'node:child_process';

/*
 * Runs a program that reads files people sent (a decoder, a renderer) as a child process the
 * operating system holds to a budget: `ulimit -d` caps its data memory (heap and anonymous maps,
 * where image decoders and V8 allocate; native memory outside V8's heap included, which a worker
 * thread's resourceLimits would not see), `ulimit -t` its CPU seconds, and a timer kills it
 * (SIGKILL) after `timeoutMs` of wall time. A program past its memory fails its allocation and
 * dies; the server only sees a failed run. It gets no environment but PATH, a locale and NODE_ENV, so no
 * setting of the server (database URL, mail password) ever reaches it.
 *
 * The address-space limit (`ulimit -v`) is no use here: V8 reserves gigabytes of address space at
 * start (measured: node does not start under 1 GB), while the data limit counts what is written.
 */

export interface Bounds {
  /** The data segment's limit (RLIMIT_DATA), bytes. */
  memoryBytes: number;
  /** CPU time (RLIMIT_CPU), whole seconds. */
  cpuSeconds: number;
  /** Wall time before SIGKILL. */
  timeoutMs: number;
}

export class BoundedRunError extends Error {
  constructor(
    message: string,
    /** The exit code, or null when a signal ended it. */
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'BoundedRunError';
  }
}

const OUTPUT_CAP = 16 * 1024;

/** Runs `command args…` within `bounds`; resolves with its output once it exits with 0, else rejects with BoundedRunError. */
export function runBounded(command: string, args: readonly string[], bounds: Bounds): Promise<{ stdout: string; stderr: string }> {
  const kb = Math.max(1024, Math.floor(bounds.memoryBytes / 1024));
  const cpu = Math.max(1, Math.ceil(bounds.cpuSeconds));
  // The shell sets the limits and replaces itself with the program ("$0" "$@": no quoting of
  // the arguments is ever needed, nothing in them is read by the shell).
  const script = `ulimit -d ${kb} && ulimit -t ${cpu} && exec "$0" "$@"`;
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', script, command, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH || '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', NODE_ENV: 'production' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < OUTPUT_CAP) stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < OUTPUT_CAP) stderr += chunk.toString('utf8');
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, bounds.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new BoundedRunError(`could not start ${command}: ${error.message}`, null, null, false));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut) {
        resolve({ stdout, stderr });
        return;
      }
      const why = timedOut
        ? `killed after ${bounds.timeoutMs} ms`
        : signal
          ? `ended by ${signal}${signal === 'SIGXCPU' ? ' (its CPU time)' : signal === 'SIGABRT' || signal === 'SIGSEGV' ? ' (out of memory?)' : ''}`
          : code === 127
            ? `${command} is not installed`
            : `exit ${code}`;
      const said = stderr.trim().split('\n').filter(Boolean).pop() ?? '';
      reject(new BoundedRunError(`${why}${said ? `: ${said.slice(0, 200)}` : ''}`, code, signal, timedOut));
    });
  });
}
