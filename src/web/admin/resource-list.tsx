import { createLabel } from "../../core/button-labels";
import { CreateButton } from "@refinedev/antd";
import type { BaseKey, CrudFilter } from "@refinedev/core";
import { Space, Table, Tag } from "antd";
import { useSearchParams } from "react-router";
import { linkedFilters } from "./linked-filters";
import { PlusOutlined } from "@ant-design/icons";
import { useMemo, useState } from "react";
import type { Resource, ViewDef } from "../../core/define-resource";
import { canTransition, type State } from "../../core/flows/transition";
import { sidewaysScroll } from "./sideways-table";
import { useListTable } from "./use-list-table";
import { ActionButton } from "./action-button";
import { ColumnSettings, useHiddenColumns } from "./column-settings";
import { ExportButton } from "./export-button";
import { ImportButton } from "./import-button";
import type { Row } from "./field-value";
import { listColumns } from "./list-columns";
import { Panel } from "./panel";
import { StateTabs } from "./state-tabs";
import { PageHeader } from "./page-header";
import { usePhone } from "./use-phone";
import { SearchForm } from "./search-form";
import { sameSearch, searchToFilters } from "./search-filters";
import { menuLabel } from "./shells";

const ALL = "__all";

/** Rows under their parents (`children`), in the order listed; a row whose parent is not listed stays at the top. */
function nest(rows: Row[], parentKey: string): Row[] {
  const ids = new Set(rows.map((r) => r.id));
  const kids = (id: number): Row[] | undefined => {
    const under = rows.filter((r) => r[parentKey] === id);
    return under.length ? under.map((r) => ({ ...r, children: kids(r.id) })) : undefined;
  };
  return rows
    .filter((r) => r[parentKey] === null || r[parentKey] === undefined || !ids.has(r[parentKey] as number))
    .map((r) => ({ ...r, children: kids(r.id) }));
}

/** The owner's actions that run on several rows at once (批量发货): the list offers them on the rows picked. */
const batchActions = (r: Resource) =>
  Object.entries(r.actions ?? {}).filter(([, a]) => a.endpoint.batch && a.by === undefined);

/**
 * The generated list screen of any resource: search bar, table, 新增; a tab per state when the flow asks for
 * tabs; 批量 buttons over the rows picked when an action runs on several; `view` narrows it to a preset filter
 * (发货管理: the paid orders), under the view's own title.
 */
export function ResourceList({ resource, view }: { resource: Resource; view?: ViewDef }) {
  const preset = useMemo<CrudFilter[]>(
    () => Object.entries(view?.where ?? {}).map(([field, value]) => ({ field, operator: "eq", value })),
    [view],
  );
  const flowField = resource.flow?.field;
  const tabbed = !!resource.flow?.tabs && !(flowField && view?.where && flowField in view.where);
  // with tabs, the state is picked on the tabs rather than in the search bar
  // with tabs, the state is picked on the tabs rather than in the search bar; a view's preset is not searched
  const searched = useMemo<Resource>(() => {
    const fixed = [...(tabbed && flowField ? [flowField] : []), ...Object.keys(view?.where ?? {})];
    return fixed.length
      ? {
          ...resource,
          fields: Object.fromEntries(
            Object.entries(resource.fields).map(([k, f]) => [k, fixed.includes(k) ? { ...f, search: false } : f]),
          ),
        }
      : resource;
  }, [resource, tabbed, flowField, view]);
  // a link may open the list filtered (a dashboard's 待发货 → ?status=paid); the filters show as tags to clear
  const [query, setQuery] = useSearchParams();
  const linked = useMemo(() => linkedFilters(resource, query), [resource, query]);
  const phone = usePhone();
  const { tableProps, searchFormProps, filters, sorters, setFilters, tableQuery } = useListTable<Row>({
    phone,
    resource: resource.name,
    // a tree (shop kinds) is read whole, so every row can sit under its parent
    pagination: resource.tree ? { mode: "off" } : { pageSize: resource.pageSize ?? 10 },
    sorters: { initial: resource.sort ? [resource.sort] : [] },
    filters: { initial: linked.map((x) => x.filter), permanent: preset },
    syncWithLocation: false,
    onSearch: (values) => {
      const next = searchToFilters(searched, values);
      // 查询 with the conditions already shown is how a reader sees the rows as they are now (a quote that came in,
      // an order another party moved): the same filters would ask nothing, so the list asks again itself
      if (sameSearch(next, filters)) void tableQuery.refetch();
      return next;
    },
  });
  const [picked, setPicked] = useState<BaseKey[]>([]);
  const batches = batchActions(resource);
  // on a phone a pinned 操作 column would cover every other column
  const pinActions = !phone;
  const [hidden, setHidden] = useHiddenColumns(resource);
  const columns = useMemo(
    () => listColumns(resource, { pinActions }).filter((c) => !hidden?.includes(String(c.key))),
    [resource, pinActions, hidden],
  );
  const state = (filters.find((x) => "field" in x && x.field === flowField) as { value?: unknown } | undefined)?.value;
  const stateOptions = (flowField ? (resource.fields[flowField]!.options ?? []) : []).filter(
    (o) => o.value !== resource.flow?.deletedState,
  );
  const rows = (tableProps.dataSource ?? []) as Row[];
  const shown = useMemo(() => (resource.tree ? nest(rows, resource.tree) : rows), [rows, resource.tree]);
  // a tree opens with every branch out, until the reader folds one
  const [folded, setFolded] = useState<React.Key[] | null>(null);
  const branches = shown.filter((r) => r.children).map((r) => r.id as React.Key);
  const create = (
    <Space>
      <ColumnSettings resource={resource} hidden={hidden ?? []} onChange={setHidden} />
      <ImportButton resource={resource} />
      <ExportButton resource={resource} filters={filters} sorters={sorters} />
      {/* one row per enterprise (its shop): once there is one, there is nothing to add */}
      {resource.endpoints.create &&
        !view &&
        !(resource.single && (tableProps.pagination ? (tableProps.pagination.total ?? 0) : 0) > 0) && (
          <CreateButton resource={resource.name} type="primary" icon={<PlusOutlined />}>
            {createLabel(resource)}
          </CreateButton>
        )}
    </Space>
  );
  return (
    <>
      <PageHeader
        resource={view ? { ...resource, menu: { ...resource.menu, path: view.path, label: view.label } } : resource}
        title={view?.label ?? menuLabel(resource)}
        extra={create}
      />
      {/* one row per enterprise leaves nothing to search */}
      {!resource.single && (
        <Panel className="search-card">
          <SearchForm resource={searched} formProps={searchFormProps} />
        </Panel>
      )}
      <Panel>
        {linked.some((x) => x.filter.field !== flowField || !tabbed) && (
          <Space wrap className="linked-filters" style={{ marginBottom: 12 }}>
            <span className="linked-filters-label">已筛选：</span>
            {linked
              .filter((x) => x.filter.field !== flowField || !tabbed)
              .map((x) => (
                <Tag
                  key={x.text}
                  closable
                  onClose={() => {
                    const field = (x.filter as { field: string }).field;
                    setFilters([{ ...x.filter, value: undefined } as CrudFilter], "merge");
                    setQuery(
                      new URLSearchParams(
                        [...query].filter(([k]) => k !== field && k !== `${field}From` && k !== `${field}To`),
                      ),
                      { replace: true },
                    );
                  }}
                >
                  {x.text}
                </Tag>
              ))}
          </Space>
        )}
        {tabbed && (
          <StateTabs
            className="state-tabs"
            activeKey={state === undefined ? ALL : String(state)}
            items={[
              { key: ALL, label: "全部" },
              ...stateOptions.map((o) => ({ key: String(o.value), label: o.label })),
            ]}
            onChange={(key) => {
              setPicked([]);
              const value = key === ALL ? undefined : stateOptions.find((o) => String(o.value) === key)?.value;
              setFilters([{ field: flowField!, operator: "eq", value }], "merge");
            }}
          />
        )}
        {batches.length > 0 && (
          <Space className="batch-bar" style={{ marginBottom: 12 }}>
            {batches.map(([name]) => {
              // only rows the action may start from count: 批量发货 never sends an unpaid order
              const ready = rows
                .filter((r) => picked.includes(r.id) && canTransition(resource, name, r[flowField!] as State, r))
                .map((r) => r.id);
              return (
                <ActionButton
                  key={name}
                  resource={resource}
                  name={name}
                  id={ready[0] ?? 0}
                  row={{ id: 0 }}
                  ids={ready}
                  onDone={() => setPicked([])}
                />
              );
            })}
            {picked.length > 0 && <span className="muted">已选 {picked.length} 项</span>}
          </Space>
        )}
        <Table<Row>
          {...tableProps}
          // the rows wait for the user's 列设置 too, so a column they hid never shows for a moment
          loading={tableProps.loading || !hidden}
          dataSource={hidden ? shown : []}
          expandable={
            resource.tree
              ? { expandedRowKeys: folded ?? branches, onExpandedRowsChange: (keys) => setFolded([...keys]) }
              : undefined
          }
          rowKey="id"
          columns={columns}
          {...sidewaysScroll(pinActions)}
          size="middle"
          rowSelection={
            batches.length
              ? {
                  selectedRowKeys: picked as React.Key[],
                  onChange: (keys) => setPicked(keys as BaseKey[]),
                  getCheckboxProps: (r) => ({
                    disabled: !batches.some(([name]) => canTransition(resource, name, r[flowField!] as State, r)),
                  }),
                }
              : undefined
          }
          pagination={
            resource.tree
              ? false
              : {
                  ...tableProps.pagination,
                  showSizeChanger: true,
                  showTotal: (total) => `共 ${total} 条`,
                }
          }
        />
      </Panel>
    </>
  );
}
