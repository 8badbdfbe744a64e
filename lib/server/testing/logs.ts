import { PassThrough } from 'node:stream';
import { createLogger, setLogger } from '@/lib/server/observability/logger.mjs';

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * Sends the process logger's lines (lib/server/observability/logger.mjs) into an array, for tests
 * that check what the server logs. `restore()` puts the default logger back.
 */
export function captureLogs(level = 'info'): { lines: LogLine[]; text: () => string; restore: () => void } {
  const lines: LogLine[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
  });
  setLogger(createLogger({ level }, sink));
  return { lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n'), restore: () => setLogger(undefined) };
}
