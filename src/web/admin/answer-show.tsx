import { useOne } from "@refinedev/core";
import { Button, Card, Descriptions, Skeleton, Space } from "antd";
import dayjs from "dayjs";
import { useNavigate, useSearchParams } from "react-router";
import { screenUrl } from "../../core/screen-routes";
import { ActionButton } from "./action-button";
import { SEALED } from "./answer-list";
import { audienceActions, audienceFields, partyOf, type Answering } from "./answers";
import { FieldValue, type Row } from "./field-value";
import { LinesTable, picksOver } from "./lines-table";
import { PageHeader } from "./page-header";
import { queueScreen } from "./queues";
import { RowDownload } from "./row-download";
import { useRegistry } from "../registry-context";

/**
 * One answering row as the answered row's owner reads it (`/tendering/bids/offer/detail?id=`), or one row of
 * the operator's queue: the audience's fields, sealed ones marked, its lines, and the decisions it may take.
 */
export function AnswerShow({ answering }: { answering: Answering }) {
  const registry = useRegistry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const { resource: r, name, audience, key } = answering;
  // a platform queue's row answers nothing: it belongs to the queue's screen
  const answered = key ? registry.byName(r.fields[key]!.ref!) : queueScreen(answering, 0);
  const { query } = useOne<Row>({ resource: r.name, id, meta: { audience: name }, queryOptions: { enabled: !!id } });
  const row = query.data?.data;
  const hidden = new Set(audience.sealed?.fields ?? []);
  const shown = (k: string) => !(row?.sealed && hidden.has(k));
  const fields = audienceFields(answering);
  const extra = (
    <Space>
      {row && (
        <Button onClick={() => navigate(key ? screenUrl(answered, "show", row[key] as number) : answered.menu.path)}>
          {key ? `返回${answered.label}` : "返回列表"}
        </Button>
      )}
      {row &&
        !row.sealed &&
        audienceActions(answering, row[r.flow!.field]).map(([a]) => (
          <ActionButton key={a} resource={r} name={a} id={row.id} row={row} />
        ))}
      {row && <RowDownload resource={r} id={row.id} audience={name} />}
    </Space>
  );
  return (
    <>
      <PageHeader resource={answered} title={`${r.label}详情`} extra={extra} />
      <Card variant="borderless">
        {!row ? (
          <Skeleton active />
        ) : (
          <Descriptions bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} labelStyle={{ width: 160 }}>
            {/* a person's own row names no enterprise: its fields say who sent it */}
            {r.tenant !== "user" && (
              <Descriptions.Item label={partyOf(answering).who}>{String(row.enterpriseName ?? "-")}</Descriptions.Item>
            )}
            {fields
              .filter(([, f]) => f.type !== "lines")
              .map(([k, f]) => (
                <Descriptions.Item key={k} label={f.label} span={f.type === "textarea" ? 2 : 1}>
                  {shown(k) ? <FieldValue field={f} name={k} row={row} fields={r.fields} /> : SEALED}
                </Descriptions.Item>
              ))}
            <Descriptions.Item label={partyOf(answering).when}>
              {dayjs(String(row.createdAt)).format("YYYY-MM-DD HH:mm:ss")}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {row &&
        fields
          .filter(([, f]) => f.type === "lines")
          .map(([k, f]) => (
            <Card key={k} variant="borderless" title={f.label} className="detail-card">
              <LinesTable
                field={f}
                lines={(row[k] as Row[] | undefined) ?? []}
                picks={picksOver(Object.fromEntries(fields), k, row)}
                sealed={
                  row.sealed ? [...hidden].filter((p) => p.startsWith(`${k}.`)).map((p) => p.slice(k.length + 1)) : []
                }
              />
            </Card>
          ))}
    </>
  );
}
