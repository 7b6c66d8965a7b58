import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../layout/Stack';
import styles from './TimeSeriesChart.module.css';
import type { TimeSeriesChartProps, TimeSeriesPoint } from './types';

const margin = { top: 12, right: 12, bottom: 28, left: 56 };

/** The width of the element, followed as it resizes (the chart fills its card). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** @visx/text's vertical anchors for one line (its `capHeight` of 0.71em). */
const firstLineDy = { start: '0.71em', middle: '0.355em', end: '0em' } as const;

/**
 * A tick's label drawn as @visx/text's `Text` draws a one-line text (the same elements and attributes), without
 * measuring it: `Text` measures every word of every label in the document (a forced layout each) to wrap lines that
 * these short labels never need.
 */
function TickLabel({ formattedValue, dx = 0, dy = 0, verticalAnchor = 'end', x = 0, y, textAnchor = 'start', fontSize, fontFamily, fill }: TickRendererProps) {
  const words = String(formattedValue ?? '')
    .split(/(?:(?!\u00A0+)\s+)/)
    .filter(Boolean);
  return (
    <svg x={dx} y={dy} fontSize={fontSize} style={{ overflow: 'visible' }}>
      {words.length > 0 && (
        <text x={x} y={y} fontSize={fontSize} fontFamily={fontFamily} fill={fill} textAnchor={textAnchor}>
          <tspan x={x} dy={firstLineDy[verticalAnchor]}>
            {words.join(' ')}
          </tspan>
        </text>
      )}
    </svg>
  );
}

/**
 * A day-by-day chart (bars or a line) drawn with visx, which brings only the scales and shapes it uses. The drawing
 * is for the eye; screen readers get the same figures as a table, and hovering a day shows its value below it.
 */
export default function TimeSeriesChartView({
  data,
  kind = 'bar',
  label,
  xHeading,
  yHeading,
  formatX,
  formatY,
  yDomain,
  height = 220,
  empty,
}: TimeSeriesChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const values = data.map((d) => d.y).filter((y): y is number => y !== null);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: data.map((d) => d.x), range: [0, innerWidth], padding: 0.25 });
  const max = Math.max(yDomain?.[1] ?? 0, ...values);
  const y = scaleLinear<number>({ domain: [yDomain?.[0] ?? 0, max || 1], range: [innerHeight, 0], nice: true });
  // About six labels on the x axis, whatever the number of days.
  const every = Math.max(1, Math.ceil(data.length / Math.max(2, Math.floor(innerWidth / 72))));
  const ticks = data.filter((_, i) => i % every === 0).map((d) => d.x);
  const shown = active !== null ? data[active] : null;

  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.canvas} style={{ height }}>
        {values.length === 0 && empty ? (
          <div className={styles.empty}>{empty}</div>
        ) : (
          width > 0 && (
            <svg width={width} height={height} aria-hidden="true" focusable="false" onMouseLeave={() => setActive(null)}>
              <Group left={margin.left} top={margin.top}>
                {y.ticks(4).map((tick) => (
                  <line key={tick} className={styles.grid} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                ))}
                {kind === 'bar' ? (
                  data.map((d, i) =>
                    d.y === null ? null : (
                      <Bar
                        key={d.x}
                        className={i === active ? styles.barActive : styles.bar}
                        x={x(d.x)}
                        y={y(d.y)}
                        width={x.bandwidth()}
                        height={Math.max(0, innerHeight - y(d.y))}
                        rx={2}
                      />
                    ),
                  )
                ) : (
                  <LinePath
                    className={styles.line}
                    data={data as TimeSeriesPoint[]}
                    defined={(d) => d.y !== null}
                    x={(d) => (x(d.x) ?? 0) + x.bandwidth() / 2}
                    y={(d) => y(d.y ?? 0)}
                  />
                )}
                {kind === 'line' &&
                  data.map((d, i) =>
                    d.y === null ? null : (
                      <circle
                        key={d.x}
                        className={i === active ? styles.dotActive : styles.dot}
                        cx={(x(d.x) ?? 0) + x.bandwidth() / 2}
                        cy={y(d.y)}
                        r={i === active ? 4 : 2.5}
                      />
                    ),
                  )}
                {/* Hover targets: a day's whole column. */}
                {data.map((d, i) => (
                  <rect
                    key={d.x}
                    x={(x(d.x) ?? 0) - (x.step() * x.paddingInner()) / 2}
                    y={0}
                    width={x.step()}
                    height={innerHeight}
                    fill="transparent"
                    onMouseEnter={() => setActive(i)}
                  />
                ))}
                <AxisLeft
                  scale={y}
                  numTicks={4}
                  tickFormat={(v) => formatY(Number(v))}
                  stroke="var(--sp-color-border-strong)"
                  tickStroke="var(--sp-color-border-strong)"
                  tickLabelProps={{ fill: 'var(--sp-color-text-muted)', fontSize: 11, textAnchor: 'end', dy: '0.33em', dx: -4 }}
                  tickComponent={TickLabel}
                />
                <AxisBottom
                  top={innerHeight}
                  scale={x}
                  tickValues={ticks}
                  tickFormat={formatX}
                  stroke="var(--sp-color-border-strong)"
                  tickStroke="var(--sp-color-border-strong)"
                  tickLabelProps={{ fill: 'var(--sp-color-text-muted)', fontSize: 11, textAnchor: 'middle' }}
                  tickComponent={TickLabel}
                />
              </Group>
            </svg>
          )
        )}
      </div>
      {/* role="status" rather than aria-live: a modal dialog hides the page behind it (Radix, aria-hidden), but keeps
          every [aria-live] element and its ancestors in reach, which would leave the page's main beside the modal. */}
      <figcaption className={styles.caption}>
        <span role="status">
          {shown ? (
            <>
              <span>{formatX(shown.x)}</span>: <strong>{shown.y === null ? '–' : formatY(shown.y)}</strong>
            </>
          ) : (
            label
          )}
        </span>
      </figcaption>
      <VisuallyHidden as="table">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{xHeading}</th>
            <th scope="col">{yHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.x}>
              <th scope="row">{formatX(d.x)}</th>
              <td>{d.y === null ? '–' : formatY(d.y)}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </figure>
  );
}
