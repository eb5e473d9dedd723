import { EditButton } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { Button, Card, Descriptions, Skeleton } from "antd";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import { detailFields, type Resource } from "../../core/define-resource";
import { canEditRow, legalActions, type State } from "../../core/flows/transition";
import { ActionButton } from "./action-button";
import { FieldValue, type Row } from "./field-value";
import { applies, linesEntries } from "../../core/fields";
import { AnswerLists } from "./answer-list";
import { AudiencePages } from "./audience-pages";
import { LinesTable, picksOver } from "./lines-table";
import { MoveTimeline } from "./move-timeline";
import { PageHeader } from "./page-header";
import { PartLists } from "./part-lists";
import { RowDownload } from "./row-download";
import { RowLinks } from "./row-links";

const stamp = (v: unknown) => (v ? dayjs(String(v)).format("YYYY-MM-DD HH:mm:ss") : "-");

/** The generated detail screen: every `detail: true` field in a Descriptions table. */
export function ResourceShow({ resource, id }: { resource: Resource; id: string }) {
  const navigate = useNavigate();
  const { query } = useShow<Row>({ resource: resource.name, id });
  const row = query.data?.data;
  const state = resource.flow && row ? (row[resource.flow.field] as State) : undefined;
  const extra = (
    <>
      <Button onClick={() => navigate(resource.menu.path)}>返回列表</Button>
      {/* the moves the row may take from here (发货, 同意退款), as on its list row */}
      {row && state !== undefined && (
        <span className="detail-actions">
          {legalActions(resource, state, row)
            .filter(([, a]) => a.by === undefined)
            .map(([name]) => (
              <ActionButton key={name} resource={resource} name={name} id={row.id} row={row} />
            ))}
        </span>
      )}
      {row && <RowLinks resource={resource} row={row} plain />}
      {row && <RowDownload resource={resource} id={row.id} />}
      {resource.endpoints.update && row && canEditRow(resource, state, row) && (
        <EditButton resource={resource.name} recordItemId={id} type="primary">
          编辑
        </EditButton>
      )}
    </>
  );
  return (
    <>
      <PageHeader resource={resource} title={`${resource.label}详情`} extra={extra} />
      <Card variant="borderless">
        {!row ? (
          <Skeleton active />
        ) : (
          <Descriptions bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} labelStyle={{ width: 160 }}>
            {detailFields(resource)
              .filter(([, f]) => f.type !== "lines" && applies(f, row))
              .map(([name, f]) => (
                <Descriptions.Item
                  key={name}
                  label={f.label}
                  span={f.type === "textarea" || f.type === "richtext" || f.type === "images" ? 2 : 1}
                >
                  <FieldValue field={f} name={name} row={row} fields={resource.fields} />
                </Descriptions.Item>
              ))}
            <Descriptions.Item label={resource.created ?? "创建时间"}>{stamp(row.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{stamp(row.updatedAt)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {row &&
        linesEntries(resource.fields).map(([name, f]) => (
          <Card key={name} variant="borderless" title={f.label} className="detail-card">
            <LinesTable
              field={f}
              lines={(row[name] as Row[] | undefined) ?? []}
              picks={picksOver(resource.fields, name, row)}
            />
          </Card>
        ))}
      {row && <PartLists resource={resource} row={row} />}
      {row && <AnswerLists resource={resource} row={row} />}
      {row && <AudiencePages resource={resource} row={row} />}
      {resource.endpoints.log && <MoveTimeline resource={resource} id={id} />}
    </>
  );
}
