import { lazy, Suspense } from 'react';
import styles from './TimeSeriesChart.module.css';
import type { TimeSeriesChartProps } from './types';

// visx (its scales, shapes and axes, tree-shaken) arrives with the first chart a page draws, in a chunk of its own.
const TimeSeriesChartView = lazy(() => import('./TimeSeriesChartView'));

/** A day-by-day chart, bars or a line; the drawing loads with the first one shown, its space kept meanwhile. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    // The drawing's height and its caption's line (`.caption`), so the chart does not push what follows when it comes.
    <Suspense
      fallback={<div className={styles.pending} style={{ height: `calc(${props.height ?? 220}px + var(--sp-space-1) + 1.5 * var(--sp-font-size-sm))` }} />}
    >
      <TimeSeriesChartView {...props} />
    </Suspense>
  );
}
