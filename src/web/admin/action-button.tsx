import { useCan, useCustomMutation, useInvalidate, type BaseKey } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import type { Resource } from "../../core/define-resource";
import { actionRequest } from "../providers/data-provider";
import { product } from "../product";

/** One named flow action on one row; hidden without its button code, confirmed when `confirm` is set. */
export function ActionButton({ resource, name, id }: { resource: Resource; name: string; id: BaseKey }) {
  const action = resource.actions![name];
  const { data: access } = useCan({ resource: resource.name, action: name, params: { id } });
  const { mutate, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  if (!access?.can) return null;
  const run = () =>
    mutate(
      {
        ...actionRequest(resource, name, id, product),
        successNotification: { type: "success", message: `${action.label}成功` },
        errorNotification: (error) => ({ type: "error", description: `${action.label}失败`, message: error?.message ?? "" }),
      },
      { onSuccess: () => invalidate({ resource: resource.name, invalidates: ["list", "detail"], id }) },
    );
  const button = (
    <Button type="link" size="small" loading={mutation.isPending} onClick={action.confirm ? undefined : run}>
      {action.label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm title={action.confirm} okText="确定" cancelText="取消" onConfirm={run}>
      {button}
    </Popconfirm>
  );
}
