import type { ReportDef } from "../../core/define-resource";
import { chartValue } from "./chart-format";

export type ChartDef = ReportDef["charts"][number];
const GREEN = "#2e7d32";

/**
 * The G2 spec of one declared chart: columns or a line over months, or bars ranking names, in the theme's green,
 * the axis and tooltip reading values in the chart's unit. G2 is used without a React wrapper: @ant-design/plots
 * brought html2canvas and lodash along, 40 ms of a dashboard's start-up before the first chart was drawn.
 */
export function chartSpec(chart: ChartDef, data: Record<string, unknown>[]) {
  const unit = (v: number) => chartValue(chart.type, v);
  const encode = { x: chart.x, y: chart.y, ...(chart.series ? { color: chart.series } : {}) };
  const common = {
    data,
    encode,
    // the value axis ends on a round tick above the highest value, not at the value itself
    scale: { y: { nice: true } },
    axis: { x: { title: false }, y: { title: false, labelFormatter: unit } },
    tooltip: { items: [{ channel: "y", valueFormatter: unit }] },
  };
  if (chart.kind === "line")
    return {
      type: "view",
      ...common,
      children: [
        { type: "line", style: { stroke: GREEN, lineWidth: 2 } },
        { type: "point", encode: { shape: "circle", size: 3 }, tooltip: false },
      ],
    };
  return {
    type: "interval",
    ...common,
    ...(chart.series ? { transform: [{ type: "dodgeX" }] } : { style: { fill: GREEN } }),
    ...(chart.kind === "bar" ? { coordinate: { transform: [{ type: "transpose" }] } } : {}),
  };
}
