import { type ComponentType, lazy, Suspense } from 'react';
import type { ChartTheme } from './chart-options.ts';
import { useChartTheme } from './chart-theme.ts';
import type { CartesianChartProps, DoughnutChartProps } from './types.ts';

export { type Figure, FigureLinks } from './FigureLinks.tsx';
export type { CartesianChartProps, ChartSeries, DoughnutChartProps } from './types.ts';

/**
 * The portal's charts (decision 0078): Chart.js through react-chartjs-2, loaded on first draw,
 * so a page that imports them shows its figures first and Chart.js never reaches the sign-in
 * page or a page without a chart.
 */
const load = () => import('./charts.tsx');
const LazyBar = lazy(() => load().then((m) => ({ default: m.BarChart })));
const LazyLine = lazy(() => load().then((m) => ({ default: m.LineChart })));
const LazyDoughnut = lazy(() => load().then((m) => ({ default: m.DoughnutChart })));

/** A lazy chart with the page's theme, holding its height while Chart.js loads so the page does not jump. */
function Drawn<P extends { height?: number }>(props: {
  chart: ComponentType<P & { theme: ChartTheme }>;
  props: P;
  height: number;
}) {
  const theme = useChartTheme();
  const Chart = props.chart;
  return (
    <Suspense fallback={<div style={{ height: props.props.height ?? props.height }} aria-hidden="true" />}>
      <Chart {...props.props} theme={theme} />
    </Suspense>
  );
}

export const Bar = (props: CartesianChartProps) => <Drawn chart={LazyBar} props={props} height={240} />;
export const Line = (props: CartesianChartProps) => <Drawn chart={LazyLine} props={props} height={240} />;
export const Doughnut = (props: DoughnutChartProps) => (
  <Drawn chart={LazyDoughnut} props={props} height={220} />
);
