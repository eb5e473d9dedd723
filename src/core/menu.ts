/** The admin shell a resource's screens live in. */
export type Shell = "manage" | "tendering" | "goodsbidding" | "entProcurement" | "operation";

export interface MenuDef {
  /** Route of the list screen; also the menu permission path. */
  path: string;
  shell: Shell;
  /** Position in the shell's menu, ascending. */
  order: number;
  /** Menu group label (e.g. 招标管理) the entry sits under. */
  group?: string;
  /** Menu entry text, when `<label>管理` does not fit (企业认证审核). */
  label?: string;
  /**
   * The menu path whose grant opens this entry, when it is not the entry's own: a view of a list (发货管理,
   * the paid orders) opens for whoever may read the list it narrows.
   */
  permission?: string;
  /**
   * The spec's routes of the generated screens, `:id` standing for the row (`show:
   * "/tendering/bids/detail?id=:id"`). Create and edit may share a path, told apart by the id. Undeclared
   * screens live at `<path>/create`, `<path>/edit/:id`, `<path>/show/:id`, which redirect to declared ones.
   */
  screens?: Partial<Record<"create" | "edit" | "show", string>>;
}

/** Button permission codes of the generated screens; a missing code means "no button". */
export interface ButtonCodes {
  create?: string;
  edit?: string;
  delete?: string;
  show?: string;
  /** 导出 of the filtered list; without a code, whoever may see the list may export it. */
  export?: string;
  /** 导入 from an xlsx file; without a code, administrators only. */
  import?: string;
}

/**
 * A page a row opens beside its actions (预览: the shop front with the row's draft), in a new tab: `href` is a
 * route of this site where `:field` stands for the row's value of that field (`:id` for its id). Whoever may
 * read the row sees it.
 */
export interface LinkDef {
  label: string;
  href: string;
  /** Only rows holding one of these values offer the link (a cancelled auction has no live page to open). */
  when?: Record<string, (string | number)[]>;
}

/**
 * A second menu entry over the same list, narrowed to rows holding `where` (发货管理: the orders waiting to be
 * shipped). It reads with the list's own permission and endpoint; only the preset filter differs.
 */
export interface ViewDef {
  /** The entry's route, in the resource's shell. */
  path: string;
  label: string;
  order: number;
  group?: string;
  where: Record<string, string | number>;
}

/** The address a declared link opens for one row: each `:field` replaced by the row's value of it. */
/** Whether a row offers the link: it holds one of the `when` values of each field named there. */
export const linkShown = (link: LinkDef, row: Record<string, unknown>) =>
  Object.entries(link.when ?? {}).every(([field, values]) => values.includes(row[field] as string | number));

export const linkHref = (link: LinkDef, row: Record<string, unknown>) =>
  link.href.replace(/:([A-Za-z]\w*)/g, (_, key: string) => encodeURIComponent(String(row[key] ?? "")));
