import { CreateButton, useTable } from "@refinedev/antd";
import { Card, Grid, Space, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useMemo } from "react";
import type { Resource } from "../../core/define-resource";
import { ExportButton } from "./export-button";
import { ImportButton } from "./import-button";
import type { Row } from "./field-value";
import { listColumns } from "./list-columns";
import { PageHeader } from "./page-header";
import { SearchForm } from "./search-form";
import { searchToFilters } from "./search-filters";
import { menuLabel } from "./shells";

/** The generated list screen of any resource: search bar, table, 新增. */
export function ResourceList({ resource }: { resource: Resource }) {
  const { tableProps, searchFormProps, filters, sorters } = useTable<Row, never, Record<string, unknown>>({
    resource: resource.name,
    pagination: { pageSize: resource.pageSize ?? 10 },
    sorters: { initial: resource.sort ? [resource.sort] : [] },
    syncWithLocation: false,
    onSearch: (values) => searchToFilters(resource, values),
  });
  // on a phone a pinned 操作 column would cover every other column
  const pinActions = Grid.useBreakpoint().md ?? true;
  const columns = useMemo(() => listColumns(resource, { pinActions }), [resource, pinActions]);
  const create = (
    <Space>
      <ImportButton resource={resource} />
      <ExportButton resource={resource} filters={filters} sorters={sorters} />
      {/* one row per enterprise (its shop): once there is one, there is nothing to add */}
      {resource.endpoints.create && !(resource.single && (tableProps.pagination ? tableProps.pagination.total ?? 0 : 0) > 0) && (
        <CreateButton resource={resource.name} type="primary" icon={<PlusOutlined />}>
          新增{resource.label}
        </CreateButton>
      )}
    </Space>
  );
  return (
    <>
      <PageHeader resource={resource} title={menuLabel(resource)} extra={create} />
      {/* one row per enterprise leaves nothing to search */}
      {!resource.single && (
        <Card className="search-card" variant="borderless">
          <SearchForm resource={resource} formProps={searchFormProps} />
        </Card>
      )}
      <Card variant="borderless">
        <Table<Row>
          {...tableProps}
          rowKey="id"
          columns={columns}
          scroll={{ x: "max-content" }}
          size="middle"
          pagination={{
            ...tableProps.pagination,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      </Card>
    </>
  );
}
