import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import { resourceByName } from "../../../resources";

/** Picks a row of another resource by its title field. */
export function RefSelect({ refName, ...rest }: { refName: string } & SelectProps) {
  const target = resourceByName(refName);
  const { selectProps } = useSelect({
    resource: target.name,
    optionLabel: target.titleField as never,
    optionValue: "id" as never,
    pagination: { mode: "off" },
  });
  return <Select {...selectProps} allowClear showSearch placeholder={`请选择${target.label}`} {...rest} />;
}
