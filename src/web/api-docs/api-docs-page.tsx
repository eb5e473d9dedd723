import { Alert, Anchor, Collapse, Descriptions, Input, Spin, Table, Tag, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { filterReference, referenceOf, type CallView, type FieldRow, type Reference } from "./reference-model";
import "./api-docs.css";

const METHOD_COLOR: Record<string, string> = { GET: "blue", POST: "green" };
const DOC_URL = "/api/openapi.json";

const fieldColumns = [
  {
    title: "名称",
    dataIndex: "name",
    width: 200,
    render: (v: string, f: FieldRow) => <code className={f.required ? "api-docs-required" : undefined}>{v}</code>,
  },
  { title: "位置", dataIndex: "where", width: 90 },
  { title: "类型", dataIndex: "type", width: 200 },
  { title: "必填", dataIndex: "required", width: 60, render: (v: boolean) => (v ? "是" : "") },
  { title: "说明", dataIndex: "description", render: (v: string) => <Spans text={v} /> },
];

function Fields({ rows, empty }: { rows: FieldRow[]; empty: string }) {
  if (!rows.length) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Table<FieldRow>
      size="small"
      rowKey={(f) => `${f.where}.${f.name}`}
      columns={fieldColumns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 760 }}
    />
  );
}

function CallBody({ call }: { call: CallView }) {
  return (
    <div className="api-docs-call">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: "access", label: "权限", children: <Spans text={call.access} /> },
          ...(call.note ? [{ key: "note", label: "参数", children: call.note }] : []),
        ]}
      />
      <Typography.Title level={5}>请求</Typography.Title>
      <Fields rows={call.request} empty="无参数" />
      <Typography.Title level={5}>成功答复</Typography.Title>
      {call.answerType ? (
        <Typography.Text>{call.answerType}</Typography.Text>
      ) : (
        <Fields rows={call.answer} empty="{ code: 0, msg: &quot;success&quot;, data }" />
      )}
      <Typography.Title level={5}>失败答复</Typography.Title>
      <ul className="api-docs-failures">
        {call.failures.map((f) => (
          <li key={f.status}>{f.description || f.status}</li>
        ))}
      </ul>
    </div>
  );
}

/** Text with `code` spans, as the document's access lines and introduction write them. */
function Spans({ text }: { text: string }) {
  // one span, so a flex parent (a Descriptions cell) keeps the spaces between words and code
  return <span>{text.split("`").map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</span>;
}

const anchorId = (name: string) => `api-${encodeURIComponent(name)}`;

/** /api-docs: the app's own OpenAPI document, browsable and searchable, with no script from elsewhere. */
export default function ApiDocsPage() {
  const [doc, setDoc] = useState<Reference>();
  const [failed, setFailed] = useState<string>();
  const [query, setQuery] = useState("");
  useEffect(() => {
    fetch(DOC_URL)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(
        (d) => setDoc(referenceOf(d)),
        (e: Error) => setFailed(e.message),
      );
  }, []);
  const shown = useMemo(() => (doc ? filterReference(doc, query) : undefined), [doc, query]);
  if (failed)
    return <Alert type="error" showIcon message="API 参考加载失败" description={failed} className="api-docs-error" />;
  if (!doc || !shown) return <Spin fullscreen />;
  const count = shown.groups.reduce((n, g) => n + g.calls.length, 0);
  return (
    <div className="api-docs">
      <aside className="api-docs-side">
        <Anchor
          affix={false}
          items={shown.groups.map((g) => ({
            key: g.name,
            href: `#${anchorId(g.name)}`,
            title: `${g.name}（${g.calls.length}）`,
          }))}
        />
      </aside>
      <main className="api-docs-main">
        <Typography.Title level={2}>{doc.title}</Typography.Title>
        {doc.description.split("\n").map((line) => (
          <Typography.Paragraph key={line} className="api-docs-intro">
            <Spans text={line} />
          </Typography.Paragraph>
        ))}
        <Typography.Paragraph>
          <a href={DOC_URL}>OpenAPI 3.1 文档（JSON）</a>
        </Typography.Paragraph>
        <Input.Search
          allowClear
          placeholder="搜索接口：名称、路径或分组"
          onChange={(e) => setQuery(e.target.value)}
          className="api-docs-search"
          aria-label="搜索接口"
        />
        <Typography.Text type="secondary">共 {count} 个接口</Typography.Text>
        {shown.groups.map((g) => (
          <section key={g.name} id={anchorId(g.name)} className="api-docs-group">
            <Typography.Title level={3}>{g.name}</Typography.Title>
            {g.description && (
              <Typography.Paragraph type="secondary">
                <Spans text={g.description} />
              </Typography.Paragraph>
            )}
            <Collapse
              items={g.calls.map((c) => ({
                key: c.key,
                label: (
                  <span className="api-docs-head">
                    <Tag color={METHOD_COLOR[c.method]}>{c.method}</Tag>
                    <code>{c.path}</code>
                    <span className="api-docs-summary">{c.summary}</span>
                    {c.login ? <Tag>登录</Tag> : <Tag color="gold">公开</Tag>}
                  </span>
                ),
                children: <CallBody call={c} />,
              }))}
            />
          </section>
        ))}
      </main>
    </div>
  );
}
