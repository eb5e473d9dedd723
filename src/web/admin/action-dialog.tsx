import { Alert, Form, Modal, type FormInstance } from "antd";
import type { Resource } from "../../core/define-resource";
import { fieldInput } from "./field-input";
import type { Row } from "./field-value";
import { PicksInput } from "./picks-input";
import { itemValueProps } from "./field-item-props";
import { dependenciesOf, rulesFor } from "./field-rules";

/** The dialog of an action that carries a form (a reason, a new deadline), built from `action.form`. */
export function ActionDialog({
  resource,
  name,
  title,
  form,
  open,
  pending,
  onSubmit,
  onClose,
  row,
  prefill,
}: {
  resource: Resource;
  name: string;
  /** The dialog's title when not the action's label (批量发货（3个订单）). */
  title?: string;
  /** The row acted on: a form picking its lines offers them. */
  row: Row;
  /** Open with the row's current values in the form's fields that are the row's own (修改店铺信息); not for a batch. */
  prefill?: boolean;
  form: FormInstance;
  open: boolean;
  pending: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const action = resource.actions![name]!;
  // the form's own fields, judged by the same rules as any generated form
  const asked = { ...resource, fields: action.form ?? {} };
  // a form that changes the row's own fields is an edit: it starts from what the row holds, so a seller changing
  // the intro does not upload the logo and type the contacts again
  const current = prefill
    ? Object.fromEntries(
        Object.keys(asked.fields)
          .filter((key) => key in resource.fields && row[key] !== undefined && row[key] !== null)
          .map((key) => [key, row[key]]),
      )
    : undefined;
  // a check still running from the last keystroke outdates the one the OK button starts (antd answers
  // `outOfDate`, no field in error): ask again rather than leave the dialog open with nothing sent
  const submit = async (tries = 3): Promise<void> => {
    try {
      onSubmit(await form.validateFields());
    } catch (e) {
      if ((e as { outOfDate?: boolean }).outOfDate && tries > 1) return submit(tries - 1);
      // a field in error shows under the field; anything else would otherwise vanish without a word
      if (!(e as { errorFields?: unknown[] }).errorFields?.length)
        console.warn(`[${resource.name}] ${action.label}: the form was not sent`, e);
    }
  };
  return (
    <Modal
      open={open}
      title={title ?? action.label}
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {action.confirm && <Alert type="warning" showIcon message={action.confirm} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" className="action-form" preserve={false} initialValues={current}>
        {Object.entries(asked.fields).map(([key, f]) => (
          <Form.Item
            key={key}
            name={key}
            label={f.label}
            rules={rulesFor(asked, key)}
            dependencies={dependenciesOf(asked, key)}
            {...itemValueProps(f)}
          >
            {f.type === "picks" ? (
              <PicksInput resource={resource} field={f} row={row} audience={action.by} />
            ) : (
              fieldInput(f)
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
