import { App, Button, Card, Descriptions, Form, Popconfirm, Skeleton, Space, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isBlank } from "../../core/field-rules";
import { linkHref, linkShown } from "../../core/menu";
import { ownerLinks } from "../../core/readable-source";
import { ActionDialog } from "../admin/action-dialog";
import { FieldValue, type Row } from "../admin/field-value";
import { MoveLog } from "../mall/parts/move-log";
import { PurchaseButton } from "../mall/parts/purchase-grant";
import type { Move } from "../mall/types";
import { showError } from "../pages/account/account-api";
import { callEndpoint, ownerActions, routeOf, type OwnerEntry } from "./owner-entries";
import { useEndpoint } from "./use-endpoint";

/** One action the owner runs on its row: confirmed where declared, asked in a dialog when it has a form. */
function OwnerAction({ entry, name, row, onDone }: { entry: OwnerEntry; name: string; row: Row; onDone: () => void }) {
  const action = entry.resource.actions![name]!;
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (values: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      await callEndpoint(action.endpoint, { ...values, id: row.id });
      message.success(`${action.label}成功`);
      setAsking(false);
      onDone();
    } catch (e) {
      showError(asking ? form : undefined, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  const props = {
    size: "small" as const,
    // the owner's next step stands out (a form to fill, 下单 at a quoted price); a withdrawal does not
    type: action.form || action.grant ? ("primary" as const) : ("default" as const),
    loading: busy && !asking,
    onClick: action.form ? () => setAsking(true) : action.confirm ? undefined : () => void run(),
    children: action.label,
  };
  // a move that spends the enterprise's money (下单 at a quoted price) waits for the employee's purchase code
  const button = action.grant ? <PurchaseButton grant={action.grant} {...props} /> : <Button {...props} />;
  if (action.form) {
    return (
      <>
        {button}
        <ActionDialog
          resource={entry.resource}
          name={name}
          row={row}
          prefill
          form={form}
          open={asking}
          pending={busy}
          onSubmit={(v) => void run(v)}
          onClose={() => setAsking(false)}
        />
      </>
    );
  }
  return action.confirm ? (
    <Popconfirm title={action.confirm} okText="确定" cancelText="取消" onConfirm={() => void run()}>
      {button}
    </Popconfirm>
  ) : (
    button
  );
}

/**
 * One row of an owner audience (售后详情): its state and the moves the owner may make, the fields the audience reads
 * (blank ones left out), its lines, and its moves as the log records them, from both parties.
 */
export function OwnerShow({ entry }: { entry: OwnerEntry }) {
  const { resource: r, audience, screens } = entry;
  const id = Number(useSearchParams()[0].get("id"));
  const { data: row, reload } = useEndpoint<Row>(audience.endpoints.get, { id });
  const { data: log, reload: reloadLog } = useEndpoint<{ list: Move[] }>(audience.endpoints.log, { id });
  if (!row) return <Skeleton active />;
  const stateField = r.fields[r.flow!.field]!;
  const state = stateField.options?.find((o) => o.value === row[r.flow!.field]);
  const shown = Object.entries(r.fields).filter(
    ([k, f]) =>
      audience.fields.includes(k) && f.detail && k !== r.titleField && k !== r.flow!.field && !isBlank(row[k]),
  );
  const party = audience.party ?? { who: "企业", when: "提交时间" };
  const done = () => {
    reload();
    reloadLog();
  };
  return (
    <div className="owner-show">
      <div className="crumbs">
        <Link to={routeOf(screens.path)}>{screens.title}</Link> &gt; <span>{r.label}详情</span>
      </div>
      <Card>
        <div className="order-detail-head">
          <div>
            <span className="muted-text">
              {r.fields[r.titleField]!.label}：{String(row[r.titleField] ?? "")}　{party.who}：
              {String(row.enterpriseName ?? "-")}
            </span>
            <h2>
              {stateField.label}：<Tag color={state?.color}>{state?.label ?? String(row[r.flow!.field])}</Tag>
            </h2>
          </div>
          <Space>
            {ownerActions(entry, row).map(([name]) => (
              <OwnerAction key={name} entry={entry} name={name} row={row} onDone={done} />
            ))}
            {ownerLinks(audience)
              .filter(([, link]) => linkShown(link, row))
              .map(([key, link]) => (
                <Link key={key} to={linkHref(link, row)}>
                  {/* a link shown in some states is the next step there (查看订单 once ordered); one always shown is not */}
                  <Button size="small" type={link.when ? "primary" : "default"}>
                    {link.label}
                  </Button>
                </Link>
              ))}
          </Space>
        </div>
      </Card>
      <Card title={`${r.label}信息`}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            ...shown
              .filter(([, f]) => f.type !== "lines")
              .map(([k, f]) => ({ key: k, label: f.label, children: <FieldValue field={f} name={k} row={row} /> })),
            {
              key: "createdAt",
              label: party.when,
              children: dayjs(String(row.createdAt)).format("YYYY-MM-DD HH:mm:ss"),
            },
          ]}
        />
        {shown
          .filter(([k, f]) => f.type === "lines" && (row[k] as Row[]).length > 0)
          .map(([k, f]) => (
            <Table<Row>
              key={k}
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={row[k] as Row[]}
              style={{ marginTop: 12 }}
              columns={Object.entries(f.lines ?? {})
                .filter(([, c]) => c.detail)
                .map(([c, cf]) => ({
                  key: c,
                  title: cf.label,
                  render: (_: unknown, line: Row) => <FieldValue field={cf} name={c} row={line} />,
                }))}
            />
          ))}
      </Card>
      {log && (
        <Card title="处理记录">
          <MoveLog moves={log.list} />
        </Card>
      )}
    </div>
  );
}
