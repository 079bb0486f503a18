/**
 * A bar chart (visx, SVG): one bar per month or bucket, each named by its label and value. The SVG
 * is one image with an accessible name; the table the screen shows beside it is the data for
 * assistive technology and for print. Load it through `LazyBarChart`: the chart library is its own
 * chunk, asked for with the first answer that needs a chart.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';

/** `muted` for what needs no action (not due yet), `attention` for what does (overdue). */
export type ChartBar = { label: string; value: number; text: string; tone?: 'muted' | 'attention' };

export type BarChartProps = {
  /** The image's accessible name. */
  name: string;
  bars: readonly ChartBar[];
  formatAxis: (value: number) => string;
  /** The drawing's width in SVG units; it scales to its box. */
  width?: number;
};

const HEIGHT = 220;
const MARGIN = { top: 10, right: 10, bottom: 30, left: 56 };
const TONES = { muted: 'fill-slate-400', attention: 'fill-amber-600' } as const;
const AXIS = { stroke: '#64748b', tickStroke: '#64748b' } as const;

export default function BarChart({ name, bars, formatAxis, width = 640 }: BarChartProps) {
  const titleId = useId();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: bars.map((bar) => bar.label), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...bars.map((bar) => bar.value))], range: [innerHeight, 0], nice: true });
  return (
    <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${width} ${HEIGHT}`} className="h-auto w-full max-w-3xl break-inside-avoid">
      <title id={titleId}>{name}</title>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {bars.map((bar) => {
          const top = y(Math.max(0, bar.value));
          return (
            <Bar key={bar.label} x={x(bar.label) ?? 0} y={top} width={x.bandwidth()} height={innerHeight - top} className={bar.tone ? TONES[bar.tone] : 'fill-sky-700'}>
              <title>{`${bar.label}: ${bar.text}`}</title>
            </Bar>
          );
        })}
        <AxisLeft scale={y} numTicks={4} tickFormat={(value) => formatAxis(Number(value))} {...AXIS} tickLabelProps={{ fill: '#334155', fontSize: 11 }} />
        <AxisBottom top={innerHeight} scale={x} {...AXIS} tickLabelProps={{ fill: '#334155', fontSize: bars.length > 6 ? 10 : 11 }} />
      </Group>
    </svg>
  );
}
