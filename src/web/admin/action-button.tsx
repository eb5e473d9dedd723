import { useCan, useCustomMutation, useInvalidate, type BaseKey, type HttpError } from "@refinedev/core";
import { Button, Form, Popconfirm } from "antd";
import { Suspense, useState } from "react";
import { doneMessage } from "../../core/action";
import type { Resource } from "../../core/define-resource";
import { actionRequest } from "../providers/data-provider";
import { product } from "../product";
import { lazyScreen } from "../layout/lazy-screen";
import type { Row } from "./field-value";
import { OnDemandPopup } from "./on-demand-popup";

// the dialog's form controls (uploads, regions, rich text) load when a dialog is first opened, not with the list
const ActionDialog = lazyScreen(() => import("./action-dialog").then((m) => ({ default: m.ActionDialog })));

/**
 * One named flow action on one row, or with `ids` on the rows picked on the list (批量发货, a batch endpoint);
 * hidden without its button code, confirmed when `confirm` is set, asked for in a dialog when it has a `form`
 * (which then shows the confirm text; server field errors land on that form).
 */
export function ActionButton({
  resource,
  name,
  id,
  row,
  ids,
  onDone,
}: {
  resource: Resource;
  name: string;
  id: BaseKey;
  row: Row;
  ids?: BaseKey[];
  onDone?: () => void;
}) {
  const action = resource.actions![name]!;
  const { data: access } = useCan({ resource: resource.name, action: name, params: { id } });
  const { mutate, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const [dialog] = Form.useForm();
  const [asking, setAsking] = useState(false);
  // once opened, the dialog stays mounted: it closes with its animation and keeps what was typed
  const [opened, setOpened] = useState(false);
  const ask = () => {
    setOpened(true);
    setAsking(true);
  };
  // an open dialog stays while access is asked again (a refetch): what the user typed would vanish with it;
  // the server checks the grant on send either way
  if (!access?.can && !asking) return null;
  const label = ids ? `批量${action.label}` : action.label;
  const run = (values: Record<string, unknown> = {}) =>
    mutate(
      {
        ...actionRequest(resource, name, ids ?? id, product, values),
        // one row's answer is the row as it now stands: a diverted move (待审批) says so instead of 成功
        successNotification: (data) => ({
          type: "success",
          message: doneMessage(action, (data?.data as Row | undefined)?.[resource.flow?.field ?? ""]),
        }),
        errorNotification: (error) => ({
          type: "error",
          description: `${action.label}失败`,
          message: error?.message ?? "",
        }),
      },
      {
        onSuccess: () => {
          setAsking(false);
          invalidate({ resource: resource.name, invalidates: ["list", "detail"], id });
          onDone?.();
        },
        onError: (error) => {
          const errors = (error as HttpError & { errors?: Record<string, string> }).errors ?? {};
          dialog.setFields(Object.entries(errors).map(([field, message]) => ({ name: field, errors: [message] })));
        },
      },
    );
  const button = ids ? (
    <Button
      disabled={!ids.length}
      loading={mutation.isPending}
      onClick={action.form ? ask : action.confirm ? undefined : () => run()}
    >
      {label}
      {ids.length ? `（${ids.length}）` : ""}
    </Button>
  ) : (
    <Button
      type="link"
      size="small"
      loading={mutation.isPending}
      onClick={action.form ? ask : action.confirm ? undefined : () => run()}
    >
      {label}
    </Button>
  );
  if (action.form) {
    return (
      <>
        {button}
        {opened && (
          <Suspense fallback={null}>
            <ActionDialog
              resource={resource}
              name={name}
              title={ids ? `${label}（${ids.length}个${resource.label}）` : undefined}
              row={row}
              prefill={!ids}
              form={dialog}
              open={asking}
              pending={mutation.isPending}
              onSubmit={run}
              onClose={() => setAsking(false)}
            />
          </Suspense>
        )}
      </>
    );
  }
  if (!action.confirm) return button;
  if (!ids?.length && ids) return button;
  return (
    <OnDemandPopup
      trigger={button}
      popup={({ trigger, ...control }) => (
        <Popconfirm {...control} title={action.confirm} okText="确定" cancelText="取消" onConfirm={() => run()}>
          {trigger}
        </Popconfirm>
      )}
    />
  );
}
