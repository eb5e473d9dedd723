import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import { Space } from "antd";
import type { Resource } from "../../core/define-resource";
import { canDeleteIn, canEditRow, legalActions, type State } from "../../core/flows/transition";
import { ActionButton } from "./action-button";
import { CopyButton } from "./copy-button";
import { ExtraRowActions } from "./row-extensions";
import { RowLinks } from "./row-links";
import type { Row } from "./field-value";

/** 查看/编辑/删除, the flow actions legal in the row's state and the row's links; access control hides the rest. */
export function RowActions({ resource, row }: { resource: Resource; row: Row }) {
  const state = resource.flow ? (row[resource.flow.field] as State | undefined) : undefined;
  const id = row.id;
  const title = String(row[resource.titleField] ?? "");
  return (
    <Space size={0} wrap>
      {resource.endpoints.get && (
        <ShowButton resource={resource.name} recordItemId={id} type="link" size="small" icon={null}>
          查看
        </ShowButton>
      )}
      {resource.endpoints.update && canEditRow(resource, state, row) && (
        <EditButton resource={resource.name} recordItemId={id} type="link" size="small" icon={null}>
          编辑
        </EditButton>
      )}
      {state !== undefined &&
        // an action run by an audience (an award) shows on that audience's screens, never to the row's owner
        legalActions(resource, state, row)
          .filter(([, a]) => a.by === undefined)
          .map(([name]) => <ActionButton key={name} resource={resource} name={name} id={id} row={row} />)}
      {resource.copy && <CopyButton resource={resource} id={id} />}
      {resource.endpoints.delete && canDeleteIn(resource, state) && (
        <DeleteButton
          resource={resource.name}
          recordItemId={id}
          type="link"
          size="small"
          icon={null}
          confirmTitle={`确定要删除${resource.label}「${title}」吗？`}
          confirmOkText="删除"
          confirmCancelText="取消"
          successNotification={{ type: "success", message: `${resource.label}已删除` }}
        >
          删除
        </DeleteButton>
      )}
      <RowLinks resource={resource} row={row} />
      <ExtraRowActions resource={resource} row={row} />
    </Space>
  );
}
