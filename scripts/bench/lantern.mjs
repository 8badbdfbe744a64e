// Where a Lighthouse run's simulated FCP and LCP come from (`npm run bench -- --lantern`).
//
// Lighthouse's mobile score does not time the page: it replays the unthrottled load it recorded
// through Lantern, a model of a slow 4G phone (150 ms round trips, 1.6 Mbps, the CPU 4× slower). A
// metric is the mean of two simulations of the requests and main-thread tasks Lantern thinks the
// paint needed: the optimistic graph (render-blocking requests, the LCP picture, scripts that ran
// before the paint) and the pessimistic one (every request that finished before the observed
// paint). This prints both estimates and, with `detail`, the requests of each graph with their
// simulated start and end, which is what says why a run scored what it did.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const ms = (n) => String(Math.round(n)).padStart(5);

function graphLines(estimate) {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  let cpu = 0;
  const lines = [];
  for (const [node, timing] of rows) {
    if (node.type === 'cpu') {
      cpu += timing.endTime - timing.startTime;
      continue;
    }
    const { request } = node;
    const url = request.url.startsWith('data:') ? 'data: URI' : new URL(request.url).pathname;
    lines.push(
      `      ${ms(timing.startTime)} → ${ms(timing.endTime)} ms  ${request.resourceType.padEnd(10)} ${String(request.priority).padEnd(8)} ${(request.transferSize / 1024).toFixed(1).padStart(5)} kB  ${url}`,
    );
  }
  lines.push(`      main-thread tasks in the graph: ${Math.round(cpu)} ms (simulated)`);
  return lines;
}

/** The lines to print for one Lighthouse run (its `artifacts` and `lhr`). */
export async function lanternLines({ artifacts, lhr }, detail = false) {
  const context = { settings: lhr.configSettings, computedCache: new Map() };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const lines = [
    `    lantern: FCP ${ms(fcp.timing)} ms (optimistic ${ms(fcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(fcp.pessimisticEstimate.timeInMs)}); ` +
      `LCP ${ms(lcp.timing)} ms (optimistic ${ms(lcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)})`,
  ];
  if (detail) {
    lines.push('    LCP, optimistic graph:', ...graphLines(lcp.optimisticEstimate));
    lines.push('    LCP, pessimistic graph:', ...graphLines(lcp.pessimisticEstimate));
  }
  return lines;
}
