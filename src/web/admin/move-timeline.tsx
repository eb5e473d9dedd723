import { useCustom } from "@refinedev/core";
import { Card, Empty, Skeleton, Timeline, Typography } from "antd";
import dayjs from "dayjs";
import type { Resource } from "../../core/define-resource";
import { optionLabel } from "../../core/fields";
import { logRequest } from "../providers/data-provider";
import { FieldValue } from "./field-value";
import { product } from "../product";

/** One move as `endpoints.log` lists it. */
interface Move {
  id: number;
  move: string;
  label: string;
  fromState: string | null;
  toState: string | null;
  note: Record<string, { label: string; value: unknown }> | null;
  userName: string;
  createdAt: string;
}

/** ISO times in a note read as the rest of the admin prints times. */
const noteValue = (v: unknown) =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v) ? dayjs(v).format("YYYY-MM-DD HH:mm") : String(v ?? "");

/** A note's lines in the order the action's form asks for them (stored notes do not keep an order). */
function noteLines(resource: Resource, m: Move) {
  const order = Object.keys(resource.actions?.[m.move]?.form ?? {});
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return Object.entries(m.note ?? {}).sort(([a], [b]) => rank(a) - rank(b));
}

/** 操作记录: every move of the row, oldest first — who, when, what, the state it led to and the reason given. */
export function MoveTimeline({ resource, id }: { resource: Resource; id: string }) {
  const { query, result } = useCustom<{ list: Move[] }>({ ...logRequest(resource, id, product) });
  const stateField = resource.flow ? resource.fields[resource.flow.field] : undefined;
  const stateText = (s: string | null) =>
    s === null || !stateField
      ? undefined
      : (optionLabel(stateField, stateField.options?.some((o) => typeof o.value === "number") ? Number(s) : s) ?? s);
  const moves = result.data?.list ?? [];
  return (
    <Card variant="borderless" title="操作记录" className="move-timeline">
      {query.isLoading ? (
        <Skeleton active />
      ) : !moves.length ? (
        <Empty description="暂无操作记录" />
      ) : (
        <Timeline
          items={moves.map((m) => ({
            key: m.id,
            children: (
              <>
                <Typography.Text strong>{m.label}</Typography.Text>
                {m.toState !== null && m.toState !== m.fromState && (
                  <Typography.Text type="secondary"> → {stateText(m.toState)}</Typography.Text>
                )}
                <div className="muted">
                  {dayjs(m.createdAt).format("YYYY-MM-DD HH:mm:ss")} · {m.userName}
                </div>
                {noteLines(resource, m).map(([key, n]) => {
                  const f = resource.actions?.[m.move]?.form?.[key];
                  // a stored PDF reads as its download link, not its stored name; an amount as the admin prints money
                  return (
                    <div key={key}>
                      {n.label}：
                      {f?.type === "file" || f?.type === "money" ? (
                        <FieldValue field={f} name={key} row={{ id: 0, [key]: n.value }} />
                      ) : (
                        noteValue(n.value)
                      )}
                    </div>
                  );
                })}
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
