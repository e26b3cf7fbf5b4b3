/** One named row of values of a bar or line chart, one value per label. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A colour of its own (a status colour); otherwise the theme palette's next. */
  color?: string;
}

interface ChartCommon {
  /** What the chart shows, read by screen readers (the canvas is an image to them). */
  title: string;
  /** The values are whole VND: axes and tooltips carry the unit. */
  money?: boolean;
  /** The list behind each label (same order as labels): clicking its bar, point or slice opens it. */
  hrefs?: readonly (string | undefined)[];
  /** Height in px; the width follows the card. */
  height?: number;
  testId?: string;
}

export interface CartesianChartProps extends ChartCommon {
  labels: readonly string[];
  series: readonly ChartSeries[];
  stacked?: boolean;
  /** Bars run left to right (long labels such as buyer names). Bar charts only. */
  horizontal?: boolean;
}

export interface DoughnutChartProps extends ChartCommon {
  labels: readonly string[];
  values: readonly number[];
  colors?: readonly string[];
  /** Where the legend stands: right of the ring (default), below it when the labels are many or long. */
  legend?: 'right' | 'bottom';
}
