import type { InsightsReport } from '@/lib/api/contract/insights';
import type { InsightsTexts } from './insights-texts';
import styles from './Insights.module.css';

const WIDTH = 1000;
const HEIGHT = 300;

/** The points of a series as an SVG path over the plot (x by index, y by value up to `max`). */
function pathOf(values: readonly number[], max: number): string {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${(HEIGHT - (v / max) * HEIGHT).toFixed(1)}`).join(' ');
}

/**
 * Page views per day as a line (and the previous period's as a dashed one), drawn in SVG on the
 * server: no script. The numbers a reader needs are in HTML around it (the axis, the first and last
 * day, a one-line summary), so they keep their size however wide the plot is stretched.
 */
export default function TimelineChart({ timeline, t }: { timeline: InsightsReport['timeline']; t: InsightsTexts }) {
  const views = timeline.map((p) => p.views);
  const previous = timeline.every((p) => p.previous !== null) ? timeline.map((p) => p.previous ?? 0) : null;
  const max = Math.max(1, ...views, ...(previous ?? []));
  const busiest = timeline.reduce((best, p) => (p.views > best.views ? p : best), timeline[0]);
  const first = timeline[0].day;
  const last = timeline[timeline.length - 1].day;
  const line = pathOf(views, max);
  return (
    <figure className={styles.chartFigure}>
      <div className={styles.chart}>
        <div className={styles.chartAxis} aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.chartPlot}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby="timeline-title"
          aria-describedby="timeline-desc"
        >
          <title id="timeline-title">{t('timelineTitle', { from: first, to: last })}</title>
          <path className={styles.areaNow} d={`${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`} />
          {previous ? <path className={styles.linePrevious} d={pathOf(previous, max)} data-testid="timeline-previous" /> : null}
          <path className={styles.lineNow} d={line} />
        </svg>
        <div className={styles.chartDays} aria-hidden="true">
          <span dir="ltr">{first}</span>
          <span dir="ltr">{last}</span>
        </div>
      </div>
      <figcaption>
        {previous ? (
          <ul className={styles.legend}>
            <li>
              <span className={styles.swatchNow} aria-hidden="true" />
              {t('currentLine')}
            </li>
            <li>
              <span className={styles.swatchPrevious} aria-hidden="true" />
              {t('previousLine')}
            </li>
          </ul>
        ) : null}
        <p id="timeline-desc" className={styles.summaryLine}>
          {t('timelineSummary', { views: views.reduce((a, b) => a + b, 0), day: busiest.day, max: busiest.views })}
        </p>
      </figcaption>
    </figure>
  );
}
