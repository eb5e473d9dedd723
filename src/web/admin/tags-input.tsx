import { TreeSelect } from "antd";
import { useMemo } from "react";
import type { FieldDef } from "../../core/fields";
import { isTagTree, TAG_TREES, type TagNode } from "../../core/tag-trees";
import { useMall } from "../mall/use-mall";

interface Option {
  value: string;
  title: string;
  selectable?: boolean;
  children?: Option[];
}

// a group (资质要求) only holds tags: the user picks the tags under it
const options = (nodes: TagNode[]): Option[] =>
  nodes.map((n) =>
    n.children?.length
      ? { value: n.code, title: n.name, selectable: false, children: options(n.children) }
      : { value: n.code, title: n.name },
  );

const groupCodes = (nodes: TagNode[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? [n.code, ...groupCodes(n.children)] : []));

/** The form control of a `tags` field: its tag tree under open group headings, several tags picked; the value is their codes. */
export function TagsInput({
  id,
  value,
  onChange,
  field,
}: {
  id?: string;
  value?: string[] | null;
  onChange?: (codes: string[]) => void;
  field: FieldDef;
}) {
  const tree = isTagTree(field.tree) ? TAG_TREES[field.tree] : undefined;
  const { data, loading } = useMall<{ list: TagNode[] }>(tree?.tree ?? "bidTagTree", {}, tree !== undefined);
  const treeData = useMemo(() => options(data?.list ?? []), [data]);
  const groups = useMemo(() => groupCodes(data?.list ?? []), [data]);
  return (
    <TreeSelect
      id={id}
      multiple
      allowClear
      // the groups are headings, always open: left to the tree, a search closed every group but the one it matched
      treeExpandedKeys={groups}
      switcherIcon={() => null}
      showSearch
      treeNodeFilterProp="title"
      loading={loading}
      treeData={treeData}
      value={Array.isArray(value) ? value : []}
      onChange={(codes) => onChange?.(codes as string[])}
      maxTagCount="responsive"
      placeholder={field.placeholder ?? `请选择${field.label}`}
      style={{ width: "100%" }}
    />
  );
}
