import { createdMessage, createLabel } from "../../core/button-labels";
import { cloneElement, useRef, useState, type ReactElement } from "react";
import { useForm } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate, useOne, type BaseKey } from "@refinedev/core";
import { Button, Card, Col, Form, Row, Skeleton, Space, Spin, Typography, type FormInstance } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { ownerScreen } from "./part-lists";
import { formFields, type Resource } from "../../core/define-resource";
import { applies, type FieldDef } from "../../core/fields";
import { canTransition } from "../../core/flows/transition";
import { actionRequest } from "../providers/data-provider";
import { product } from "../product";
import { fieldInput } from "./field-input";
import { itemValueProps } from "./field-item-props";
import { dependenciesOf, rulesFor } from "./field-rules";
import { AnswerLinesInput } from "./answer-lines-input";
import { LinesInput } from "./lines-input";
import { PageHeader } from "./page-header";
import { RefBrief } from "./ref-brief";
import { StepPanel, StepsBar, stepMoves, useFormSteps } from "./form-steps";
import { StartFrom } from "./start-from";

/** A field that applies only sometimes (a 满减 coupon's amount) is on the form only while its condition holds. */
function Applies({ field, children }: { field: FieldDef; children: ReactElement }) {
  if (!field.when) return children;
  return (
    <Form.Item noStyle dependencies={[field.when.field]}>
      {({ getFieldValue }) =>
        applies(field, { [field.when!.field]: getFieldValue(field.when!.field) }) ? children : null
      }
    </Form.Item>
  );
}

const wide = (f: FieldDef) => f.brief || wideType(f.type);
const wideType = (type: string) =>
  type === "textarea" ||
  type === "richtext" ||
  type === "regions" ||
  type === "tags" ||
  type === "image" ||
  type === "images" ||
  type === "file" ||
  type === "lines";

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

/**
 * The create form's values for a copy of `row` (复制): its form fields, lines as new lines (no ids), and the title
 * marked （副本） so the copy is told apart in the list.
 */
function copiedValues(r: Resource, row: Record<string, unknown>) {
  const values = Object.fromEntries(
    formFields(r).map(([k, f]) => [
      k,
      f.type === "lines" && Array.isArray(row[k])
        ? (row[k] as Record<string, unknown>[]).map(({ id: _id, ...line }) => line)
        : row[k],
    ]),
  );
  const title = r.fields[r.titleField]!;
  if (title.type === "text" && !title.readonly && typeof values[r.titleField] === "string")
    values[r.titleField] = `${values[r.titleField]}（副本）`.slice(0, title.max ?? 100);
  return values;
}

/** The generated create and edit screen; server 422 field errors land on the fields through useForm. */
export function ResourceForm({
  resource,
  action,
  id,
  onSaved,
  title: ownTitle,
  submitText = "保存",
}: {
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
  const {
    formProps,
    saveButtonProps,
    formLoading,
    form,
    onFinish,
    redirect,
    query: loaded,
  } = useForm({
    resource: resource.name,
    action,
    id,
    // the form leaves once saved, and once the action 保存并上架 asks for has run too (see submit)
    redirect: false,
    onMutationSuccess: (data) => onSaved?.((data?.data ?? {}) as Record<string, unknown>),
    successNotification: {
      type: "success",
      message: action === "create" ? createdMessage(resource) : `${resource.label}已保存`,
    },
    // Refine's antd notifier shows `description` as the title and `message` as the body.
    errorNotification: (error) => ({ type: "error", description: "保存失败", message: error?.message ?? "" }),
  });
  // 复制 opens the create form with ?copyFrom=<id>: the form waits for that row and starts from its values
  const copyFrom = action === "create" ? query.get("copyFrom") : null;
  const { query: source } = useOne({
    resource: resource.name,
    id: copyFrom ?? "",
    queryOptions: { enabled: Boolean(copyFrom) },
  });
  const copied =
    copyFrom && source.data?.data ? copiedValues(resource, source.data.data as Record<string, unknown>) : undefined;
  // an edit opened after the row was seen (its detail, a save) would start from the cached row and then be reset to
  // the fresh one under the user's typing: the fields show once the row has been read anew
  const stale = action === "edit" && !loaded?.isFetchedAfterMount;
  const title =
    ownTitle ??
    (action === "create" && !copyFrom
      ? createLabel(resource)
      : `${action === "create" ? "复制" : "编辑"}${resource.label}`);
  const saveAnd = useSaveAnd(resource, action, loaded?.data?.data as Record<string, unknown> | undefined, form);
  // which button submitted: 保存 leaves the row where the flow puts it, saveAnd runs its action next
  const then = useRef(false);
  const steps = useFormSteps(resource, form, action === "edit");
  const submit = async (values: Record<string, unknown>) => {
    const andRun = then.current;
    then.current = false;
    const saved = await onFinish(values).catch(() => undefined);
    // a 422 puts its messages on the fields: show the step of the first one
    if (!saved) return void steps.showErrors();
    if (andRun) await saveAnd.run((saved.data?.id as BaseKey | undefined) ?? id!);
    // a row started from its owner's detail (a goods' 追溯批次) goes back there; the rest to their list
    const owner = action === "create" ? ownerScreen(resource, query) : undefined;
    if (!onSaved) owner ? navigate(owner) : redirect("list");
  };
  return (
    <>
      {/* a form embedded in its own page (opening a shop) is not reached through the console's menu */}
      <PageHeader resource={resource} title={title} crumbs={!onSaved} />
      <Card variant="borderless">
        <Spin spinning={formLoading || (Boolean(copyFrom) && !copied)}>
          {(copyFrom && !copied) || stale ? (
            <Skeleton active />
          ) : (
            <Form
              {...formProps}
              onFinish={submit}
              onFinishFailed={steps.showErrors}
              {...(action === "create" ? { initialValues: copied ?? defaultsOf(resource, query) } : {})}
              layout="vertical"
              className="resource-form"
            >
              {action === "create" && !copyFrom && resource.startFrom && <StartFrom resource={resource} form={form} />}
              <StepsBar state={steps} />
              {steps.steps.map((step, index) => (
                <StepPanel key={step.title || index} state={steps} index={index}>
                  <Row gutter={24}>
                    {step.fields.map(([name, f]) => (
                      <Applies key={name} field={f}>
                        <Col xs={24} md={wide(f) ? 24 : 12}>
                          {formItem(resource, action, name, f)}
                        </Col>
                      </Applies>
                    ))}
                  </Row>
                </StepPanel>
              ))}
              <Space className="form-actions">
                {stepMoves(steps)}
                <Button type="primary" {...saveButtonProps} onClick={() => ((then.current = false), form.submit())}>
                  {submitText}
                </Button>
                {saveAnd.offered && (
                  <Button
                    type="primary"
                    ghost
                    disabled={saveButtonProps.disabled}
                    loading={saveAnd.running}
                    onClick={() => ((then.current = true), form.submit())}
                  >
                    {resource.saveAnd!.label}
                  </Button>
                )}
                {!onSaved && <Button onClick={() => navigate(resource.menu.path)}>取消</Button>}
                {saveAnd.hint && (
                  <Typography.Text type="secondary" className="save-and-hint">
                    {saveAnd.hint}
                  </Typography.Text>
                )}
              </Space>
            </Form>
          )}
        </Spin>
      </Card>
    </>
  );
}

/** One field's control with its label, rules and the errors the server gives it; lines edit in their own table. */
function formItem(resource: Resource, action: "create" | "edit", name: string, f: FieldDef) {
  if (f.type === "lines")
    return (
      <Form.Item label={f.label} required={f.required}>
        {f.from ? (
          <AnswerLinesInput name={name} field={f} refField={resource.fields[f.from.ref]!} />
        ) : (
          <LinesInput name={name} field={f} />
        )}
      </Form.Item>
    );
  const input = fieldInput(f, `${resource.name}.${name}`);
  const item = (
    <Form.Item
      name={name}
      label={f.label}
      rules={rulesFor(resource, name)}
      dependencies={dependenciesOf(resource, name)}
      {...itemValueProps(f)}
    >
      {action === "edit" && f.fixed
        ? cloneElement(input as ReactElement<{ disabled?: boolean }>, { disabled: true })
        : input}
    </Form.Item>
  );
  if (!f.brief) return item;
  return (
    <>
      {item}
      <RefBrief name={name} field={f} />
    </>
  );
}

/**
 * A resource's second submit (保存并上架): offered to whoever holds the action's button while the row, as saved,
 * may take it; `run` runs it on the saved row, saying so when the save stood but the action was refused.
 */
function useSaveAnd(
  resource: Resource,
  action: "create" | "edit",
  row: Record<string, unknown> | undefined,
  form: FormInstance,
) {
  const name = resource.saveAnd?.action ?? "";
  const blocked = resource.saveAnd?.notOnCreate;
  const watched = Form.useWatch(blocked?.field ?? "", form);
  const waits = action === "create" && !!blocked && blocked.in.includes(watched as string | number);
  const { data: access } = useCan({
    resource: resource.name,
    action: name,
    queryOptions: { enabled: Boolean(resource.saveAnd) },
  });
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  const [running, setRunning] = useState(false);
  const flow = resource.flow;
  const state = action === "create" ? flow?.initial : (flow?.edited ?? row?.[flow?.field ?? ""]);
  const legal = !flow || (state !== undefined && canTransition(resource, name, state as string | number, row));
  const offered = Boolean(resource.saveAnd && access?.can && legal && !waits);
  const run = async (id: BaseKey) => {
    const label = resource.actions![name]!.label;
    setRunning(true);
    await mutateAsync({
      ...actionRequest(resource, name, id, product),
      successNotification: { type: "success", message: `${label}成功` },
      errorNotification: (error) => ({
        type: "error",
        description: `${resource.label}已保存，${label}失败`,
        message: error?.message ?? "",
      }),
    }).catch(() => undefined);
    setRunning(false);
    invalidate({ resource: resource.name, invalidates: ["list", "detail"], id });
  };
  return { offered, running, run, hint: waits && access?.can ? blocked!.hint : undefined };
}
