import type { MallKey } from "./mall-endpoints";

/**
 * The platform's tag trees a `tags` field picks from, each served by two mall calls: its tags flat (a parent's
 * children, or all) and nested. Tags are platform data in `tag_nodes`, the same for every portal.
 */
export const TAG_TREES = {
  bid: { label: "竞价标签", list: "bidTagList", tree: "bidTagTree" },
} as const satisfies Record<string, { label: string; list: MallKey; tree: MallKey }>;

export type TagTree = keyof typeof TAG_TREES;
export const isTagTree = (name: string | undefined): name is TagTree => name !== undefined && name in TAG_TREES;

/** A tag as the tree call answers it: its code, name and the tags under it. */
export interface TagNode {
  code: string;
  name: string;
  children?: TagNode[];
}

/** A tag's code: lower-case words joined by dots, its parent's code first (quality.report). */
export const TAG_CODE = /^[a-z][a-z0-9]*(\.[a-z0-9]+)*$/;
