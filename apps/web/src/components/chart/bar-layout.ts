/** The Y axis a bar chart is drawn against: round ticks over `domain` (from 0), their labels and the room they need. */
export interface ValueAxis {
  ticks: number[];
  domain: [number, number];
  format: (value: number) => string;
  width: number;
}

export interface BarLayoutInput {
  values: readonly number[];
  labels: readonly string[];
  axis: ValueAxis;
  width: number;
  height: number;
}

export const CHART_MARGIN = { top: 8, right: 8, bottom: 24 } as const;
const MAX_BAR_PX = 40;
/** Pixels per character of a 12 px label, and the least gap between two X labels. */
const CHAR_PX = 7;
const LABEL_GAP_PX = 12;

/**
 * Where every bar, grid line and label goes in a `width` × `height` chart. A zero or missing value gets
 * no bar (a day without sales is not drawn as a sliver); X labels are thinned to every n-th so that none
 * overlaps its neighbour.
 */
export function layOutBars({ values, labels, axis, width, height }: BarLayoutInput) {
  const left = axis.width;
  const plotWidth = Math.max(0, width - left - CHART_MARGIN.right);
  const bottom = height - CHART_MARGIN.bottom;
  const plotHeight = Math.max(0, bottom - CHART_MARGIN.top);
  const band = values.length > 0 ? plotWidth / values.length : 0;
  const barWidth = Math.min(MAX_BAR_PX, band * 0.8);
  const max = axis.domain[1];
  const y = (value: number) => bottom - (max > 0 ? (value / max) * plotHeight : 0);
  const bars = values.map((value, index) => {
    const top = y(Math.max(0, value));
    return {
      index,
      x: left + index * band + (band - barWidth) / 2,
      y: top,
      width: barWidth,
      height: bottom - top,
    };
  });
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const every = band > 0 ? Math.max(1, Math.ceil((longest * CHAR_PX + LABEL_GAP_PX) / band)) : 1;
  const xLabels = labels
    .map((text, index) => ({ text, index, x: left + index * band + band / 2 }))
    .filter(({ index }) => index % every === 0);
  const yTicks = axis.ticks.map((value) => ({ value, text: axis.format(value), y: y(value) }));
  return {
    left,
    right: left + plotWidth,
    bottom,
    band,
    bars: bars.filter((bar) => bar.height > 0),
    xLabels,
    yTicks,
  };
}
