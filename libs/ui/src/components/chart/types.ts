import type { ReactNode } from 'react';

export interface TimeSeriesPoint {
  /** The point's key on the x axis (a day, `YYYY-MM-DD`). */
  x: string;
  /** null: nothing measured that day (a gap in a line, no bar). */
  y: number | null;
}

export interface TimeSeriesChartProps {
  data: readonly TimeSeriesPoint[];
  kind?: 'bar' | 'line';
  /** What the chart shows, for the figure's label and the data table's caption. */
  label: string;
  /** The column headings of the data table that screen readers read instead of the drawing. */
  xHeading: string;
  yHeading: string;
  formatX: (x: string) => string;
  formatY: (y: number) => string;
  /** The lowest and highest y the axis shows at least (rates: 0 to 1). */
  yDomain?: [number, number];
  height?: number;
  /** Shown instead of the drawing when no point has a value. */
  empty?: ReactNode;
}
