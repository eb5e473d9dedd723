import { useCan, useList } from "@refinedev/core";
import { PlusOutlined } from "@ant-design/icons";
import { Button, Card, Table, Typography } from "antd";
import { useNavigate } from "react-router";
import { resources } from "../../../resources";
import { partsOf, type Resource } from "../../core/define-resource";
import { screenUrl } from "../../core/screen-routes";
import type { Row } from "./field-value";
import { listColumns } from "./list-columns";

/** The most rows of one kind a detail screen lists; beyond it the card says where the rest are. */
const SHOWN = 50;

/** Where a form opened from an owner's detail (`?goodsId=7`) returns once saved: that detail, or nowhere. */
export function ownerScreen(resource: Resource, query: URLSearchParams): string | undefined {
  const key = resource.partOf?.field;
  const id = key ? Number(query.get(key)) : 0;
  if (!key || !(id > 0)) return undefined;
  const owner = resources.find((r) => r.name === resource.fields[key]!.ref)!;
  return screenUrl(owner, "show", id);
}

/** One kind of row belonging to `row`: its list columns but the one naming `row`, newest first, and 新增 there. */
function PartList({ part, row }: { part: Resource; row: Row }) {
  const navigate = useNavigate();
  const key = part.partOf!.field;
  const { data: canList } = useCan({ resource: part.name, action: "list" });
  const { data: canCreate } = useCan({ resource: part.name, action: "create" });
  const { result, query } = useList<Row>({
    resource: part.name,
    filters: [{ field: key, operator: "eq", value: row.id }],
    sorters: part.sort ? [part.sort] : [],
    pagination: { currentPage: 1, pageSize: SHOWN },
    queryOptions: { enabled: !!canList?.can },
  });
  if (!canList?.can) return null;
  const rows = result?.data ?? [];
  const total = result?.total ?? rows.length;
  const add = canCreate?.can && part.endpoints.create && (
    <Button
      type="primary"
      size="small"
      icon={<PlusOutlined />}
      onClick={() => navigate(`${screenUrl(part, "create")}?${key}=${row.id}`)}
    >
      新增{part.label}
    </Button>
  );
  return (
    <Card variant="borderless" className="detail-card part-list" title={`${part.label}（${total}）`} extra={add}>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        columns={listColumns(part, { pinActions: false }).filter((c) => c.key !== key)}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: `暂无${part.label}` }}
      />
      {total > rows.length && (
        <Typography.Text type="secondary">
          仅显示最新 {rows.length} 条，共 {total} 条，全部请到“{part.menu.label ?? `${part.label}管理`}”查看
        </Typography.Text>
      )}
    </Card>
  );
}

/** Every kind of row belonging to this one, each as a card on its detail screen (a goods' 追溯批次). */
export function PartLists({ resource, row }: { resource: Resource; row: Row }) {
  return partsOf(resources, resource).map((part) => <PartList key={part.name} part={part} row={row} />);
}
