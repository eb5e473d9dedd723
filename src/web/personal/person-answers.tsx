import { App, Button, Card, Empty, List, Popconfirm, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { resources } from "../../../resources";
import type { AudienceDef, Resource } from "../../core/define-resource";
import { endpointPath } from "../../core/endpoint";
import { FieldValue, type Row } from "../admin/field-value";
import { showError } from "../pages/account/account-api";
import { readAudience, type Page } from "../procurement/audience-api";
import { product } from "../product";
import { http, identity } from "../services";
import { useLoad } from "./use-load";

/** A person audience: rows one person reads and answers (an enterprise's invitation to join it). */
export interface PersonEntry {
  resource: Resource;
  name: string;
  audience: AudienceDef;
}

/** Every person audience the resources declare. */
export const personEntries = (): PersonEntry[] =>
  resources.flatMap((resource) =>
    Object.entries(resource.audiences ?? {})
      .filter(([, a]) => a.person)
      .map(([name, audience]) => ({ resource, name, audience })),
  );

/** The rows waiting for the person's answer: every row the audience reads (its states are the waiting ones). */
export const waitingRows = async (e: PersonEntry) =>
  (await readAudience<Page<Row>>(e.audience, "list", { pageSize: 50 }, { stay: true })).list;

/** The actions the person may take on a row in `state`, as declared (加入 / 拒绝). */
const answersOf = (e: PersonEntry, state: unknown) =>
  Object.entries(e.resource.actions ?? {}).filter(
    ([, a]) => a.by === e.name && a.from.includes(state as string | number),
  );

/**
 * One row waiting for the person: who sent it and when, the fields the audience reads, and a button per answer,
 * confirmed where declared. An answer re-reads the user (a joined enterprise appears at once) and `onAnswered` runs.
 */
function PersonRow({ entry, row, onAnswered }: { entry: PersonEntry; row: Row; onAnswered: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string>();
  const party = entry.audience.party ?? { who: "来自", when: "时间" };
  const answer = async (name: string) => {
    const action = entry.resource.actions![name]!;
    setBusy(name);
    try {
      await http.request({ method: "POST", url: endpointPath(action.endpoint, product), data: { id: row.id } });
      message.success(`${action.label}成功`);
      identity.forget();
      onAnswered();
    } catch (e) {
      showError(undefined, e, message.error);
    } finally {
      setBusy(undefined);
    }
  };
  const fields = Object.entries(entry.resource.fields).filter(
    ([k, f]) => entry.audience.fields.includes(k) && k !== entry.resource.flow!.field && f.type !== "lines",
  );
  const buttons = answersOf(entry, row[entry.resource.flow!.field]).map(([name, a], i) => {
    const button = (
      <Button
        key={name}
        type={i === 0 ? "primary" : "default"}
        loading={busy === name}
        onClick={a.confirm ? undefined : () => void answer(name)}
      >
        {a.label}
      </Button>
    );
    return a.confirm ? (
      <Popconfirm key={name} title={a.confirm} okText="确定" cancelText="取消" onConfirm={() => void answer(name)}>
        {button}
      </Popconfirm>
    ) : (
      button
    );
  });
  return (
    <List.Item className="person-answer" actions={[<Space key="answers">{buttons}</Space>]}>
      <List.Item.Meta
        title={<Typography.Text strong>{String(row.enterpriseName ?? "-")}</Typography.Text>}
        description={
          <Space size={[16, 4]} wrap className="person-answer-fields">
            {fields.map(([k, f]) => (
              <span key={k} className="nowrap">
                {f.label}：<FieldValue field={f} name={k} row={row} />
              </span>
            ))}
            <span className="nowrap">
              {party.when}：{dayjs(String(row.createdAt)).format("YYYY-MM-DD HH:mm")}
            </span>
          </Space>
        }
      />
    </List.Item>
  );
}

/** The rows of one person audience waiting for an answer, each with its answers; `rows` when already read. */
export function PersonAnswers({
  entry,
  rows,
  onAnswered,
}: {
  entry: PersonEntry;
  rows: Row[];
  onAnswered: () => void;
}) {
  if (!rows.length) return <Empty description={`暂无待处理的${entry.audience.person!.prompt}`} />;
  return (
    <List
      dataSource={rows}
      rowKey="id"
      renderItem={(row) => <PersonRow entry={entry} row={row} onAnswered={onAnswered} />}
    />
  );
}

/** On a personal page: a card per person audience that lives there (企业邀请 on 切换企业身份), shown while rows wait. */
export function PersonAnswersHere({ path }: { path: string }) {
  const here = personEntries().filter((e) => e.audience.person!.path === path);
  const { data, reload } = useLoad(() => Promise.all(here.map(waitingRows)));
  if (!here.length || !data) return null;
  return (
    <>
      {here.map((entry, i) =>
        data[i]!.length ? (
          <Card
            key={entry.name}
            title={`待处理的${entry.audience.person!.prompt}`}
            className="person-answers"
            style={{ marginBottom: 16 }}
          >
            <PersonAnswers entry={entry} rows={data[i]!} onAnswered={reload} />
          </Card>
        ) : null,
      )}
    </>
  );
}
