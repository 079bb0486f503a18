/**
 * A report's chart (visx, SVG): one bar per month or bucket, each named by its label and value. The
 * SVG is one image with an accessible name; the report's table beside it is the data for assistive
 * technology and for print. Its own chunk, loaded with the first answer of a report on /reports.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';

export type ReportBar = { label: string; value: number; text: string };

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 10, right: 10, bottom: 30, left: 56 };

export default function ReportChart({ name, bars, formatAxis }: { name: string; bars: readonly ReportBar[]; formatAxis: (value: number) => string }) {
  const titleId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: bars.map((bar) => bar.label), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...bars.map((bar) => bar.value))], range: [innerHeight, 0], nice: true });
  return (
    <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-3xl break-inside-avoid">
      <title id={titleId}>{name}</title>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {bars.map((bar) => {
          const top = y(Math.max(0, bar.value));
          return (
            <Bar key={bar.label} x={x(bar.label) ?? 0} y={top} width={x.bandwidth()} height={innerHeight - top} className="fill-sky-700">
              <title>{`${bar.label}: ${bar.text}`}</title>
            </Bar>
          );
        })}
        <AxisLeft scale={y} numTicks={4} tickFormat={(value) => formatAxis(Number(value))} stroke="#64748b" tickStroke="#64748b" tickLabelProps={{ fill: '#334155', fontSize: 11 }} />
        <AxisBottom top={innerHeight} scale={x} stroke="#64748b" tickStroke="#64748b" tickLabelProps={{ fill: '#334155', fontSize: 10 }} />
      </Group>
    </svg>
  );
}
