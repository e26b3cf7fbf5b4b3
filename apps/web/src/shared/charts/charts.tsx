import {
  type ActiveElement,
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartEvent,
  type ChartType,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { useNavigate } from 'react-router';
import { useFormat } from '../hooks/useFormat.ts';
import { axisMoney, type ChartFormat, type ChartTheme, chartValue, tooltipLine } from './chart-options.ts';
import type { CartesianChartProps, DoughnutChartProps } from './types.ts';

/** What the lazy charts get from the page: its props and the antd theme's colours (see index.tsx). */
type Themed<P> = P & { theme: ChartTheme };

// Only what the three charts draw, so the bundler leaves the rest of Chart.js out (no 'chart.js/auto').
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Clicking a bar, point or slice opens the list behind it; the pointer says which ones do. */
function useOpenOnClick(hrefs: readonly (string | undefined)[] | undefined) {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      onClick: (_: ChartEvent, elements: ActiveElement[]) => {
        const href = elements[0] ? hrefs?.[elements[0].index] : undefined;
        if (href) void navigate(href);
      },
      onHover: (event: ChartEvent, elements: ActiveElement[]) => {
        const target = event.native?.target as HTMLElement | undefined;
        if (target) target.style.cursor = elements[0] && hrefs?.[elements[0].index] ? 'pointer' : 'default';
      },
    }),
    [hrefs, navigate],
  );
}

/**
 * Options every chart shares: the theme's type and colours, tooltips with the unit. `pointValue`
 * reads a tooltip item's value (a bar's x or y, a slice's number).
 */
function baseOptions<T extends ChartType>(
  t: ChartTheme,
  format: ChartFormat,
  legend: boolean,
  pointValue: (item: TooltipItem<T>) => number,
  named: boolean,
) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 300 },
    color: t.text,
    font: { family: t.fontFamily, size: t.fontSize },
    plugins: {
      legend: { display: legend, labels: { color: t.text, boxWidth: 12 } },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<T>) =>
            tooltipLine(
              named ? (item.dataset as { label?: string }).label : undefined,
              pointValue(item),
              format,
            ),
        },
      },
    },
  };
}

/** The value axis of a bar or line chart: amounts shortened with their unit, counts whole. */
function valueAxis(t: ChartTheme, format: ChartFormat, stacked: boolean) {
  return {
    beginAtZero: true,
    stacked,
    grid: { color: t.grid },
    ticks: {
      color: t.textSecondary,
      precision: 0,
      callback: (v: string | number) =>
        format.money ? axisMoney(Number(v), format.locale) : chartValue(Number(v), format),
    },
  };
}

function categoryAxis(t: ChartTheme, stacked: boolean) {
  return { stacked, grid: { display: false }, ticks: { color: t.textSecondary } };
}

/** What every chart starts from: its theme, click-to-open and the value format of its language. */
function useChart(props: Themed<CartesianChartProps | DoughnutChartProps>) {
  const { locale } = useFormat();
  const click = useOpenOnClick(props.hrefs);
  const format: ChartFormat = { locale, money: props.money };
  return { t: props.theme, click, format };
}

function Frame(props: { height: number; testId?: string; children: React.ReactNode }) {
  return (
    <div style={{ position: 'relative', height: props.height }} data-testid={props.testId}>
      {props.children}
    </div>
  );
}

export function BarChart(props: Themed<CartesianChartProps>) {
  const { t, click, format } = useChart(props);
  const horizontal = props.horizontal ?? false;
  const stacked = props.stacked ?? false;
  const value = valueAxis(t, format, stacked);
  const category = categoryAxis(t, stacked);
  const options = {
    ...baseOptions<'bar'>(
      t,
      format,
      props.series.length > 1,
      (item) => (horizontal ? item.parsed.x : item.parsed.y) ?? 0,
      true,
    ),
    ...click,
    indexAxis: horizontal ? ('y' as const) : ('x' as const),
    scales: horizontal ? { x: value, y: category } : { x: category, y: value },
  };
  const data = {
    labels: [...props.labels],
    datasets: props.series.map((s, i) => ({
      label: s.label,
      data: [...s.values],
      backgroundColor: s.color ?? t.palette[i % t.palette.length],
      borderRadius: 3,
      maxBarThickness: 36,
    })),
  };
  return (
    <Frame height={props.height ?? 240} testId={props.testId}>
      <Bar data={data} options={options} role="img" aria-label={props.title} />
    </Frame>
  );
}

export function LineChart(props: Themed<CartesianChartProps>) {
  const { t, click, format } = useChart(props);
  const options = {
    ...baseOptions<'line'>(t, format, props.series.length > 1, (item) => item.parsed.y ?? 0, true),
    ...click,
    scales: { x: categoryAxis(t, false), y: valueAxis(t, format, props.stacked ?? false) },
  };
  const data = {
    labels: [...props.labels],
    datasets: props.series.map((s, i) => {
      const color = s.color ?? t.palette[i % t.palette.length];
      return {
        label: s.label,
        data: [...s.values],
        borderColor: color,
        backgroundColor: color,
        tension: 0.25,
      };
    }),
  };
  return (
    <Frame height={props.height ?? 240} testId={props.testId}>
      <Line data={data} options={options} role="img" aria-label={props.title} />
    </Frame>
  );
}

export function DoughnutChart(props: Themed<DoughnutChartProps>) {
  const { t, click, format } = useChart(props);
  const base = baseOptions<'doughnut'>(t, format, true, (item) => item.parsed, false);
  const options = {
    ...base,
    ...click,
    cutout: '60%',
    plugins: { ...base.plugins, legend: { ...base.plugins.legend, position: props.legend ?? 'right' } },
  };
  const data = {
    labels: [...props.labels],
    datasets: [
      {
        data: [...props.values],
        backgroundColor: props.colors
          ? [...props.colors]
          : props.labels.map((_, i) => t.palette[i % t.palette.length]),
        borderWidth: 1,
      },
    ],
  };
  return (
    <Frame height={props.height ?? 220} testId={props.testId}>
      <Doughnut data={data} options={options} role="img" aria-label={props.title} />
    </Frame>
  );
}
