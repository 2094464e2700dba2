/** The value axis of the vertical charts: a faint grid line and a label per tick. */
export function ChartYAxis({ ticks, y, left, right, formatTick }: { ticks: number[]; y: (value: number) => number; left: number; right: number; formatTick: (value: number) => string }) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.2} />
      <text x={left - 6} y={y(tick) + 4} textAnchor="end" fill="currentColor">
        {formatTick(tick)}
      </text>
    </g>
  ));
}
