import {
  useTable,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type HttpError,
  type useTableProps,
} from "@refinedev/core";
import { Form, type TablePaginationConfig, type TableProps } from "antd";
import type { SorterResult } from "antd/es/table/interface";

type Sorted<Row> = SorterResult<Row> | SorterResult<Row>[];

/** antd's sort state as Refine's: one field or several, `ascend` → `asc`; a cleared sort reads as none. */
export function crudSorting<Row>(sorter: Sorted<Row>): CrudSort[] {
  return (Array.isArray(sorter) ? sorter : [sorter])
    .filter((s) => s.field !== undefined && s.order)
    .map((s) => ({
      field: String(s.columnKey ?? (Array.isArray(s.field) ? s.field.join(".") : s.field)),
      order: s.order === "ascend" ? ("asc" as const) : ("desc" as const),
    }));
}

/**
 * Refine's list state (paging, sorting, filters and the list call) bound to an antd Table and a search form: what
 * `@refinedev/antd`'s useTable gives the generated screens, without its breakpoint hook. That hook subscribes to
 * the screen size once mounted and draws its caller again at once, synchronously: right after hydration the whole
 * list was drawn a second time in the same blocking task as the first commit (docs/first-load.md). The pager takes
 * its short form on a phone, as that hook's did below antd's `sm`. The consoles declare no column filters (they
 * search with their own form), so only paging and sorting come from the Table.
 */
export function useListTable<Row extends BaseRecord, Values = Record<string, unknown>>({
  onSearch,
  phone,
  ...props
}: useTableProps<Row, HttpError, Row> & {
  onSearch?: (values: Values) => CrudFilter[] | Promise<CrudFilter[]>;
  phone: boolean;
}) {
  const table = useTable<Row>(props);
  const { tableQuery, setSorters, setCurrentPage, setPageSize, setFilters } = table;
  const [form] = Form.useForm<Values>();
  const paged = props.pagination?.mode !== "off";
  const onChange: TableProps<Row>["onChange"] = (pagination, _filters, sorter) => {
    // a click on a column's sorter, its clearing included; a page change alone sends no sorter
    if (Array.isArray(sorter) || Object.keys(sorter).length > 0) setSorters(crudSorting(sorter));
    if (paged) {
      setCurrentPage(pagination.current || 1);
      setPageSize(pagination.pageSize || 10);
    }
  };
  const pagination: TablePaginationConfig | false = paged && {
    current: table.currentPage,
    pageSize: table.pageSize,
    total: tableQuery.data?.total,
    simple: phone,
    position: [phone ? "bottomCenter" : "bottomRight"],
  };
  return {
    ...table,
    tableProps: {
      dataSource: tableQuery.data?.data,
      loading: !tableQuery.isFetched,
      onChange,
      pagination,
    },
    searchFormProps: {
      form,
      onFinish: async (values: Values) => {
        if (!onSearch) return;
        setFilters(await onSearch(values));
        if (paged) setCurrentPage(1);
      },
    },
  };
}
