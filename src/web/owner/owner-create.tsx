import { Alert, App, Button, Card, Form, Skeleton } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { resourceByName } from "../../../resources";
import { createView } from "../../core/user-rows";
import { fieldInput } from "../admin/field-input";
import { itemValueProps } from "../admin/field-item-props";
import { rulesFor } from "../admin/field-rules";
import type { Row } from "../admin/field-value";
import { PurchaseButton } from "../mall/parts/purchase-grant";
import { showError } from "../pages/account/account-api";
import { ChosenLineInput } from "./chosen-line-input";
import { callEndpoint, routeOf, screenHref, type OwnerEntry } from "./owner-entries";
import { usePortalState } from "../portal/portal-state";
import { queryValues } from "./query-values";
import { SourceLinesInput } from "./source-lines-input";
import { useEndpoint } from "./use-endpoint";

/**
 * The owner's create form against a row it owns (申请售后 on an order) or may read (采购意向 on a goods): the source
 * row named, the line of it to choose (its SKU; the only one chosen already), the fields the create declares with
 * their declared rules, a picked lines field from the source row's lines, shown while its `when` holds; each starts
 * from its default or from the address (`?skuId=7` from the goods page). The server checks everything again; its
 * 422s land on the fields, the rest in a message.
 */
export function OwnerCreate({ entry }: { entry: OwnerEntry }) {
  const { resource: r, audience, screens } = entry;
  const create = audience.create!;
  const [query] = useSearchParams();
  const fromId = Number(query.get(create.from));
  const source = resourceByName(r.fields[create.from]!.ref!);
  const { data: row, error } = useEndpoint<Row>(create.read, { id: fromId });
  const [form] = Form.useForm();
  const values = Form.useWatch((all: Record<string, unknown>) => all, form) as Record<string, unknown> | undefined;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { user } = usePortalState();
  const view = createView(r, audience);
  if (error)
    return <Alert type="error" showIcon message={(error as { message?: string }).message ?? `${source.label}不存在`} />;
  if (!row) return <Skeleton active />;
  const choose = create.choose;
  const lines = choose ? ((row[choose.lines] as Row[] | undefined) ?? []) : [];
  const fromAddress = queryValues(view.fields, create.fields, query);
  // the line the address names if the row has it, else the only one
  const chosen =
    choose &&
    (lines.find((l) => String(l.id) === query.get(choose.field)) ?? (lines.length === 1 ? lines[0] : undefined));
  const initial = {
    ...Object.fromEntries(
      Object.entries(view.fields)
        .filter(([, f]) => f.default !== undefined)
        .map(([k, f]) => [k, f.default]),
    ),
    ...Object.fromEntries(
      Object.entries(create.prefill ?? {}).map(([k, v]) => [k, v === "userName" ? user?.name : user?.phone]),
    ),
    ...fromAddress,
    ...(choose && chosen ? { [choose.field]: chosen.id } : {}),
  };
  const applies = (k: string) => {
    const when = create.picks?.field === k ? create.picks.when : view.fields[k]!.when;
    return !when || when.in.includes((values ?? initial)[when.field] as string);
  };
  const submit = async () => {
    const asked = await form.validateFields();
    setBusy(true);
    try {
      const made = await callEndpoint<Row>(create.endpoint, { ...asked, [create.from]: fromId });
      message.success(`${create.label}已提交`);
      navigate(screenHref(screens.show, made));
    } catch (e) {
      showError(form, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  const title = `${create.label}　${source.fields[source.titleField]!.label} ${String(row[source.titleField] ?? "")}`;
  const submitProps = {
    type: "primary" as const,
    loading: busy,
    onClick: () => void submit().catch(() => undefined),
    children: create.submit,
  };
  return (
    <div className="owner-create">
      <div className="crumbs">
        <Link to={routeOf(screens.path)}>{screens.title}</Link> &gt; <span>{create.label}</span>
      </div>
      <Card title={title}>
        <Form form={form} layout="vertical" initialValues={initial} style={{ maxWidth: 720 }}>
          {choose && (
            <Form.Item
              name={choose.field}
              label={view.fields[choose.field]!.label}
              rules={[{ required: true, message: `请选择${view.fields[choose.field]!.label}` }]}
            >
              <ChosenLineInput lines={lines} label={choose.label} name={view.fields[choose.field]!.label} />
            </Form.Item>
          )}
          {create.fields
            .filter((k) => !k.includes(".") && applies(k))
            .map((k) => {
              const f = view.fields[k]!;
              if (create.picks?.field === k) {
                return (
                  <Form.Item key={k} name={k} label={f.label} rules={rulesFor(view, k)}>
                    <SourceLinesInput
                      field={r.fields[k]!}
                      lines={(row[k] as Row[]) ?? []}
                      pick={create.picks}
                      held={`${source.label}数量`}
                    />
                  </Form.Item>
                );
              }
              return (
                <Form.Item key={k} name={k} label={f.label} rules={rulesFor(view, k)} {...itemValueProps(f)}>
                  {fieldInput(f)}
                </Form.Item>
              );
            })}
          {create.grant ? <PurchaseButton grant={create.grant} {...submitProps} /> : <Button {...submitProps} />}
        </Form>
      </Card>
    </div>
  );
}
