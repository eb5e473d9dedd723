import { Bar, Column, Line } from "@ant-design/plots";
import type { ReportDef } from "../../core/define-resource";
import { chartValue } from "./chart-format";

type ChartDef = ReportDef["charts"][number];

/** One declared chart: columns or a line over months, or bars ranking names, in the theme's green. */
export function ReportChart({ chart, data }: { chart: ChartDef; data: Record<string, unknown>[] }) {
  const common = {
    data,
    xField: chart.x,
    yField: chart.y,
    height: 280,
    ...(chart.series ? { colorField: chart.series, group: true } : { style: { fill: "#2e7d32" } }),
    axis: { y: { labelFormatter: (v: number) => chartValue(chart.type, v) } },
    tooltip: { items: [{ channel: "y", valueFormatter: (v: number) => chartValue(chart.type, v) }] },
  };
  if (chart.kind === "line")
    return (
      <Line {...common} point={{ shapeField: "circle", sizeField: 3 }} style={{ stroke: "#2e7d32", lineWidth: 2 }} />
    );
  if (chart.kind === "bar") return <Bar {...common} />;
  return <Column {...common} />;
}
