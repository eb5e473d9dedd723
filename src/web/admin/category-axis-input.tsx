import { Cascader, Form } from "antd";
import { useEffect, useMemo } from "react";
import type { FieldDef } from "../../core/fields";
import { useMall } from "../mall/use-mall";

/** A category of the portal's tree as `categoryList` answers it. */
interface Category {
  id: number;
  name: string;
  axis: string;
  scBackIds: string;
  next: Category[];
}

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

const options = (nodes: Category[]): Option[] =>
  nodes.map((n) => ({ value: String(n.id), label: n.name, ...(n.next.length ? { children: options(n.next) } : {}) }));

/**
 * The form control of a 前台类目 (a `text` field on the mall category tree): a cascader of the portal's three levels,
 * only the top categories of the 商品类目 picked on the same form (`under`), down to a leaf; the value is the leaf's id path.
 */
export function CategoryAxisInput({
  id,
  value,
  onChange,
  field,
}: {
  id?: string;
  value?: string | null;
  onChange?: (axis: string | null) => void;
  field: FieldDef;
}) {
  const { data, loading } = useMall<Category[]>("categoryList");
  const form = Form.useFormInstance();
  // the 商品类目 picked on the same form, as the field declares (`under`)
  const category = Form.useWatch(
    (values: Record<string, unknown>) => (field.under ? (values[field.under] as string | undefined) : undefined),
    form,
  );
  const tree = useMemo(
    () => options((data ?? []).filter((top) => !category || top.scBackIds.split(",").includes(category))),
    [data, category],
  );
  // another 商品类目 picked: a path under the old one would be refused on save, so it goes and the seller picks again
  const top = value?.split("-")[0];
  const outside = !!data && !!top && !tree.some((o) => o.value === top);
  useEffect(() => {
    if (outside) onChange?.(null);
  }, [outside, onChange]);
  return (
    <Cascader
      id={id}
      loading={loading}
      options={tree}
      value={value ? value.split("-") : []}
      onChange={(path) => onChange?.(path?.length ? (path as string[]).join("-") : null)}
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())) }}
      placeholder={category ? field.placeholder : "请先选择商品类目"}
      style={{ width: "100%" }}
    />
  );
}
