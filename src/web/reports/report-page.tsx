import { Col, Empty, Row, Select, Space, Statistic, Table } from "antd";
import { Panel } from "../admin/panel";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import type { ReportDef } from "../../core/define-resource";
import { endpointPath } from "../../core/endpoint";
import { PageHeader } from "../admin/page-header";
import type { Resource } from "../../core/define-resource";
import { product } from "../product";
import { useAdminServices } from "../admin/admin-services";
import { lazyScreen } from "../layout/lazy-screen";
import { WhenSeen } from "../layout/when-seen";
import "./report-page.css";
import { formatValue } from "./report-format";

type Answer = { summary: Record<string, number> } & Record<string, unknown>;
type Line = Record<string, unknown>;

// the chart library (G2: ~330 KB gzip) comes after the page's numbers, into boxes of its height
const ReportChart = lazyScreen(() => import("./report-chart").then((m) => ({ default: m.ReportChart })));

const PERIODS = [3, 6, 12, 24].map((m) => ({ value: m, label: `近${m}个月` }));

/**
 * A declared report (招标分析): statistic cards, charts and tables from its one endpoint, over the months
 * picked. The chart library loads after the numbers, into boxes kept at the charts' height so nothing moves.
 */
export default function ReportPage({ screen, report }: { screen: Resource; report: ReportDef }) {
  const [months, setMonths] = useState(12);
  const { http } = useAdminServices();
  const params = report.months === false ? {} : { months };
  // through the query cache: a server-rendered dashboard leaves with its figures (docs/first-load.md)
  const query = useQuery({
    queryKey: ["report", report.endpoint, params],
    queryFn: () =>
      http.request<Answer>({ method: "GET", url: endpointPath(report.endpoint, product), params }).then((b) => b.data),
  });
  const answer = query.data ?? null;
  const failed = query.isError;

  return (
    <div className="report-page">
      <PageHeader
        resource={screen}
        title={report.label}
        extra={
          report.months === false ? undefined : (
            <Select
              value={months}
              onChange={setMonths}
              options={PERIODS}
              style={{ width: 120 }}
              aria-label="统计期间"
            />
          )
        }
      />
      {failed && (
        <Panel bordered>
          <Empty description="统计数据加载失败，请稍后重试" />
        </Panel>
      )}
      {!failed && (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          {/* the cards read "-" until the numbers come: a skeleton would have another height */}
          <Panel bordered>
            <Row gutter={[16, 16]}>
              {report.stats.map((s) => (
                <Col key={s.key} xs={12} md={8} xl={24 / Math.min(report.stats.length, 6)}>
                  {/* a number that counts rows of a list opens that list, filtered to them */}
                  {s.link ? (
                    <Link
                      to={s.link}
                      className="report-stat-link"
                      aria-label={`${s.label} ${answer ? formatValue(s.type, answer.summary[s.key]) : ""}`}
                    >
                      <Statistic title={s.label} value={answer ? formatValue(s.type, answer.summary[s.key]) : "-"} />
                    </Link>
                  ) : (
                    <Statistic title={s.label} value={answer ? formatValue(s.type, answer.summary[s.key]) : "-"} />
                  )}
                </Col>
              ))}
            </Row>
          </Panel>
          <Row gutter={[16, 16]}>
            {report.charts.map((c) => (
              <Col key={`${c.key}-${c.y}`} xs={24} xl={report.charts.length > 1 ? 12 : 24}>
                <Panel bordered title={c.title}>
                  <div className="report-chart-box">
                    {!answer ? null : ((answer[c.key] as Line[]) ?? []).length ? (
                      <WhenSeen>
                        <Suspense fallback={null}>
                          <ReportChart chart={c} data={answer[c.key] as Line[]} />
                        </Suspense>
                      </WhenSeen>
                    ) : (
                      <Empty description="暂无数据" />
                    )}
                  </div>
                </Panel>
              </Col>
            ))}
          </Row>
          {report.tables.map((t) => (
            <Panel bordered key={t.key} title={t.title}>
              <Table<Line>
                size="middle"
                // a report's lines have no id: their place in the answer is one
                rowKey="_line"
                loading={!answer}
                dataSource={((answer?.[t.key] as Line[]) ?? []).map((line, i) => ({ ...line, _line: i }))}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: "max-content" }}
                columns={t.columns.map((col) => ({
                  key: col.key,
                  title: col.label,
                  align: col.type === "text" ? "left" : "right",
                  render: (_: unknown, row: Line) =>
                    row[col.key] === null && row.sealed === true && col.type === "money" ? (
                      <span className="report-sealed">截止后可见</span>
                    ) : (
                      formatValue(col.type, row[col.key])
                    ),
                }))}
              />
            </Panel>
          ))}
        </Space>
      )}
    </div>
  );
}
