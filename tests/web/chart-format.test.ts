import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { chartValue } from "../../src/web/reports/chart-format";
import { chartSpec } from "../../src/web/reports/chart-spec";

type Formatter = (v: number) => string;
type Spec = { axis: { y: { labelFormatter: Formatter } }; tooltip: { items: { valueFormatter: Formatter }[] } };

/** How a chart's axis and tooltip read a value, by the type its report declares (resources/*.ts `reports`). */
describe("chart values", () => {
  it.each([
    ["an amount below ten thousand reads in 元", "money", 1000, "1,000元"],
    ["a small amount is not rounded away to 0", "money", 200, "200元"],
    ["an amount keeps its fen", "money", 3456.78, "3,456.78元"],
    ["nothing sold reads 0元", "money", 0, "0元"],
    ["ten thousand and up reads in 万元", "money", 125_000, "12.5万元"],
    ["a million reads 100万元, never 1000K", "money", 1_000_000, "100万元"],
    ["an overspend keeps its minus", "money", -24_000, "-2.4万元"],
    ["a count is a plain integer", "int", 12, "12"],
    ["a count between two whole numbers has no tick", "int", 0.5, ""],
    ["a share reads as a percentage", "percent", 0.25, "25%"],
    ["a share keeps one decimal", "percent", 0.125, "12.5%"],
    ["a plain number keeps two decimals", "decimal", 3.456, "3.46"],
  ] as const)("%s", (_name, type, value, text) => expect(chartValue(type, value)).toBe(text));

  const charts = resources.flatMap((r) =>
    Object.values(r.reports ?? {}).flatMap((x) =>
      x.charts.map((c) => [`${r.label} ${x.label}: ${c.title}`, c] as const),
    ),
  );
  const MONEY = [
    [200, "200元"],
    [1_000_000, "100万元"],
  ] as const;
  const COUNT = [
    [3, "3"],
    [1000, "1000"],
  ] as const;

  it("the platform declares charts of amounts and of counts, so the next case runs", () => {
    expect(charts.filter(([, c]) => c.type === "money").length).toBeGreaterThan(0);
    expect(charts.filter(([, c]) => c.type === "int").length).toBeGreaterThan(0);
  });

  it.each(charts)("%s reads its axis and tooltip in its declared unit", (_title, chart) => {
    // the chart library draws on a canvas jsdom has not got: what matters here is the spec the screen hands it
    const props = chartSpec(chart, []) as Spec;
    for (const [value, text] of chart.type === "money" ? MONEY : chart.type === "int" ? COUNT : []) {
      expect(props.axis.y.labelFormatter(value)).toBe(text);
      expect(props.tooltip.items[0]!.valueFormatter(value)).toBe(text);
    }
  });
});
