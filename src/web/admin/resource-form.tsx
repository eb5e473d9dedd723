import { cloneElement, type ReactElement } from "react";
import { useForm } from "@refinedev/antd";
import { Button, Card, Col, Form, Row, Space, Spin } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { formFields, type Resource } from "../../core/define-resource";
import { applies, type FieldDef } from "../../core/fields";
import { fieldInput } from "./field-input";
import { itemValueProps } from "./field-item-props";
import { dependenciesOf, rulesFor } from "./field-rules";
import { AnswerLinesInput } from "./answer-lines-input";
import { LinesInput } from "./lines-input";
import { PageHeader } from "./page-header";

/** A field that applies only sometimes (a 满减 coupon's amount) is on the form only while its condition holds. */
function Applies({ field, children }: { field: FieldDef; children: ReactElement }) {
  if (!field.when) return children;
  return (
    <Form.Item noStyle dependencies={[field.when.field]}>
      {({ getFieldValue }) => (applies(field, { [field.when!.field]: getFieldValue(field.when!.field) }) ? children : null)}
    </Form.Item>
  );
}

const wide = (type: string) => type === "textarea" || type === "image" || type === "images" || type === "file" || type === "lines";

/**
 * Declared defaults for a new row ("now" stamps belong to the server); free lines start with one empty line,
 * lines answering a ref's lines with none (the ref lays them out). A ref or an enum option named in the query
 * is picked already (/entProcurement/offer?bidOrderId=12 quotes on tender 12).
 */
const defaultsOf = (r: Resource, query: URLSearchParams) =>
  Object.fromEntries(
    formFields(r).flatMap(([k, f]) => {
      if (f.type === "lines") return f.from ? [] : [[k, [{}]]];
      if (f.type === "ref" && Number(query.get(k)) > 0) return [[k, Number(query.get(k))]];
      // an enum option named in the query (/entProcurement/certifiedSupplier?role=2 applies as a supplier)
      const option = f.type === "enum" ? f.options?.find((o) => String(o.value) === query.get(k)) : undefined;
      if (option) return [[k, option.value]];
      return f.default === undefined || f.default === "now" ? [] : [[k, f.default]];
    }),
  );

/** The generated create and edit screen; server 422 field errors land on the fields through useForm. */
export function ResourceForm({ resource, action, id, onSaved, title: ownTitle, submitText = "保存" }: {
  resource: Resource;
  action: "create" | "edit";
  id?: string;
  /** Where a page embedding the form goes once saved (a shop application → its status page); else the list. */
  onSaved?: (row: Record<string, unknown>) => void;
  title?: string;
  /** The save button's words where saving means more than 保存 (提交审核). */
  submitText?: string;
}) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { formProps, saveButtonProps, formLoading } = useForm({
    resource: resource.name,
    action,
    id,
    redirect: onSaved ? false : "list",
    onMutationSuccess: (data) => onSaved?.((data?.data ?? {}) as Record<string, unknown>),
    successNotification: { type: "success", message: action === "create" ? `${resource.label}已新增` : `${resource.label}已保存` },
    // Refine's antd notifier shows `description` as the title and `message` as the body.
    errorNotification: (error) => ({ type: "error", description: "保存失败", message: error?.message ?? "" }),
  });
  const title = ownTitle ?? `${action === "create" ? "新增" : "编辑"}${resource.label}`;
  return (
    <>
      {/* a form embedded in its own page (opening a shop) is not reached through the console's menu */}
      <PageHeader resource={resource} title={title} crumbs={!onSaved} />
      <Card variant="borderless">
        <Spin spinning={formLoading}>
          <Form
            {...formProps}
            {...(action === "create" ? { initialValues: defaultsOf(resource, query) } : {})}
            layout="vertical"
            className="resource-form"
          >
            <Row gutter={24}>
              {formFields(resource).map(([name, f]) => (
                <Applies key={name} field={f}>
                <Col xs={24} md={wide(f.type) ? 24 : 12}>
                  {f.type === "lines" ? (
                    <Form.Item label={f.label} required={f.required}>
                      {f.from ? <AnswerLinesInput name={name} field={f} refField={resource.fields[f.from.ref]!} /> : <LinesInput name={name} field={f} />}
                    </Form.Item>
                  ) : (
                    <Form.Item name={name} label={f.label} rules={rulesFor(resource, name)} dependencies={dependenciesOf(resource, name)} {...itemValueProps(f)}>
                      {action === "edit" && f.fixed
                        ? cloneElement(fieldInput(f, `${resource.name}.${name}`) as ReactElement<{ disabled?: boolean }>, { disabled: true })
                        : fieldInput(f, `${resource.name}.${name}`)}
                    </Form.Item>
                  )}
                </Col>
                </Applies>
              ))}
            </Row>
            <Space className="form-actions">
              <Button type="primary" {...saveButtonProps}>
                {submitText}
              </Button>
              {!onSaved && <Button onClick={() => navigate(resource.menu.path)}>取消</Button>}
            </Space>
          </Form>
        </Spin>
      </Card>
    </>
  );
}
