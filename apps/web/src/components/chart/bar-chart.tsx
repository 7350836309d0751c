import { type PointerEvent, useState } from 'react';
import { useElementWidth } from '@/hooks/use-element-width';
import { CHART_MARGIN, layOutBars, type ValueAxis } from './bar-layout';

export interface BarChartProps {
  /** Names the chart for assistive technology (the chart is one image to them). */
  label: string;
  values: readonly number[];
  /** The full name of each bar (shown in its tooltip); `tickLabel` shortens it for the X axis. */
  names: readonly string[];
  tickLabel?: (name: string) => string;
  axis: ValueAxis;
  /** The tooltip's line for a value, e.g. "Sales ₦1,200.00". */
  describe: (value: number) => string;
  height?: number;
}

const FONT_PX = 12;
const TOP_RADIUS = 3;

/** A bar's outline with its top corners rounded. */
const barPath = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => {
  const r = Math.min(TOP_RADIUS, width / 2, height);
  return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
};

/**
 * Bars over a value axis, drawn as SVG at the container's width: grid lines at the axis ticks, X labels
 * thinned so they never overlap, a tooltip for the bar under the pointer. Colours come from the
 * palette classes (fill-current, stroke-…), which the dark theme remaps (theme-dark.css).
 */
export function BarChart({ label, values, names, tickLabel, axis, describe, height = 256 }: BarChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const layout = layOutBars({
    values,
    labels: names.map((name) => tickLabel?.(name) ?? name),
    axis,
    width,
    height,
  });
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - layout.left;
    const index = layout.band > 0 ? Math.floor(x / layout.band) : -1;
    setActive(index >= 0 && index < values.length ? index : null);
  };
  const activeX = active === null ? 0 : layout.left + (active + 0.5) * layout.band;
  return (
    <div ref={ref} className="relative w-full" style={{ height }} role="img" aria-label={label}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          className="text-slate-600"
          fontSize={FONT_PX}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          {layout.yTicks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={layout.left}
                x2={layout.right}
                y1={tick.y}
                y2={tick.y}
                className="stroke-slate-200"
                strokeDasharray={tick.value === 0 ? undefined : '3 3'}
              />
              <text
                x={layout.left - 6}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
                className="chart-y-tick fill-current"
              >
                {tick.text}
              </text>
            </g>
          ))}
          {active !== null && (
            <rect
              x={layout.left + active * layout.band}
              y={CHART_MARGIN.top}
              width={layout.band}
              height={layout.bottom - CHART_MARGIN.top}
              className="fill-slate-100"
            />
          )}
          {layout.bars.map((bar) => (
            <path key={bar.index} d={barPath(bar)} className="chart-bar fill-blue-700" />
          ))}
          {layout.xLabels.map((tick) => (
            <text key={tick.index} x={tick.x} y={height - 6} textAnchor="middle" className="fill-current">
              {tick.text}
            </text>
          ))}
        </svg>
      )}
      {active !== null && (
        <div
          className="pointer-events-none absolute top-2 z-10 -translate-x-1/2 whitespace-nowrap rounded-md border border-slate-200 bg-white px-2 py-1 text-xs shadow-sm"
          style={{ left: Math.min(Math.max(activeX, 60), Math.max(60, width - 60)) }}
        >
          <div className="font-medium">{names[active]}</div>
          <div className="text-blue-700">{describe(values[active] ?? 0)}</div>
        </div>
      )}
    </div>
  );
}
