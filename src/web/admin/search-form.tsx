import { Button, Col, Form, Input, Row, Select, Space, type FormProps } from "antd";
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from "@ant-design/icons";
import { Suspense, useState, type ReactNode } from "react";
import { searchFields, type Resource } from "../../core/define-resource";
import type { FieldDef } from "../../core/fields";
import { lazyScreen } from "../layout/lazy-screen";
import { RefSelect } from "./ref-select";
import { usePhone } from "./use-phone";

// the date picker (~30 KB gzip) comes only with a list that searches by date; a box of its size holds its place
const DateRangeInput = lazyScreen(() => import("./date-range-input"));
// so does antd's InputNumber (~8 KB gzip) with a list that searches by a number
const NumberInput = lazyScreen(() => import("./number-input"));

function searchInput(f: FieldDef): ReactNode {
  switch (f.type) {
    case "enum":
      return (
        <Select allowClear placeholder="全部" options={f.options?.map(({ value, label }) => ({ value, label }))} />
      );
    case "bool":
      return (
        <Select
          allowClear
          placeholder="全部"
          options={[
            { value: true, label: "是" },
            { value: false, label: "否" },
          ]}
        />
      );
    case "ref":
    case "refs":
      // a refs filter asks for the rows listing the one picked
      return <RefSelect field={{ ...f, type: "ref" }} placeholder="全部" />;
    case "date":
    case "datetime":
      return <LazyDateRange />;
    case "int":
    case "money":
    case "decimal":
      return <LazyNumber placeholder={`请输入${f.label}`} />;
    default:
      return <Input allowClear placeholder={`请输入${f.label}`} />;
  }
}

/** The range picker once loaded, an inert box of its size until then; Form.Item's value and onChange pass through. */
function LazyDateRange(props: Record<string, unknown>) {
  return (
    <Suspense fallback={<Input disabled placeholder="开始日期 → 结束日期" />}>
      <DateRangeInput {...props} />
    </Suspense>
  );
}

/** The number input once loaded, an inert box of its size until then. */
function LazyNumber(props: Record<string, unknown>) {
  return (
    <Suspense fallback={<Input disabled placeholder={props.placeholder as string} />}>
      <NumberInput {...props} />
    </Suspense>
  );
}

const isSet = (v: unknown) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && !v.length);

/**
 * The list's search bar, one control per `search: true` field, with 查询 and 重置. On a phone only the first
 * condition shows, with 筛选 (and how many others are set) to open the rest: the rows come first on a small screen.
 */
export function SearchForm({ resource, formProps }: { resource: Resource; formProps: FormProps }) {
  const fields = searchFields(resource);
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const values = Form.useWatch([], formProps.form) as Record<string, unknown> | undefined;
  if (!fields.length) return null;
  const folded = phone && !open && fields.length > 1;
  const setBeyond = fields.slice(1).filter(([name]) => isSet(values?.[name])).length;
  const reset = () => {
    formProps.form?.resetFields();
    formProps.form?.submit();
  };
  return (
    // named, so its controls' ids (search_waybillNo) never clash with a dialog's over the list (发货: waybillNo)
    <Form {...formProps} name="search" layout="horizontal" className="search-form" labelCol={{ flex: "88px" }}>
      <Row gutter={[16, 12]}>
        {fields.map(([name, f], i) => (
          // a folded condition stays in the form, so what it holds is still searched
          <Col
            key={name}
            className="search-condition"
            xs={24}
            sm={12}
            lg={8}
            xl={6}
            style={folded && i > 0 ? { display: "none" } : undefined}
          >
            <Form.Item name={name} label={f.label} style={{ marginBottom: 0 }}>
              {searchInput(f)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: "right" }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button onClick={reset} icon={<ReloadOutlined />}>
              重置
            </Button>
            {phone && fields.length > 1 && (
              <Button
                type="link"
                aria-expanded={!folded}
                onClick={() => setOpen(folded)}
                icon={folded ? <DownOutlined /> : <UpOutlined />}
                iconPosition="end"
              >
                {folded ? `筛选${setBeyond ? `（${setBeyond}）` : ""}` : "收起"}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
