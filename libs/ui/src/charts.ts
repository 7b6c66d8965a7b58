// Charts, an entry point of their own (`@seller-portal/ui/charts`): a small wrapper that loads visx (its scales,
// shapes and axes, tree-shaken) with the first chart a page draws, never on the first page.
export { TimeSeriesChart } from './components/chart/TimeSeriesChart';
export type { TimeSeriesChartProps, TimeSeriesPoint } from './components/chart/types';
