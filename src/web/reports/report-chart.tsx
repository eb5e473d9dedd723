import { Chart } from "@antv/g2";
import { useEffect, useRef } from "react";
import { chartSpec, type ChartDef } from "./chart-spec";

/** One declared chart, drawn into its box at the box's width and 280 px high. */
export function ReportChart({ chart, data }: { chart: ChartDef; data: Record<string, unknown>[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const drawn = new Chart({ container: box.current!, autoFit: true, height: 280 });
    drawn.options(chartSpec(chart, data) as Parameters<Chart["options"]>[0]);
    void drawn.render();
    return () => drawn.destroy();
  }, [chart, data]);
  return <div ref={box} />;
}
