import type { ActionDef } from "./action";
import type { AudienceDef } from "./audience";
import type { EndpointDef } from "./endpoint";
import type { EventsDef } from "./events";
import type { FieldDef } from "./fields";
import type { FlowDef } from "./flow";
import type { ButtonCodes, LinkDef, MenuDef, ViewDef } from "./menu";
import type { Notify } from "./notify";
import type { ReportDef } from "./report";
import type { RowRules } from "./row-rules";

// A resource's parts, each declared in a module of its own; importers keep reading them from here.
export type { ActionDef } from "./action";
export type { AudienceDef, SealDef } from "./audience";
export type { EventsDef } from "./events";
export type { FlowDef, TimedDef } from "./flow";
export { linkHref, linkShown, type ButtonCodes, type LinkDef, type MenuDef, type Shell, type ViewDef } from "./menu";
export type { ReportDef, ReportValueType } from "./report";
export type { RowOf } from "./row-of";
export {
  SYSTEM_FIELDS,
  detailFields,
  fieldEntries,
  formFields,
  formSteps,
  rowSheetFields,
  searchFields,
  tableFields,
} from "./resource-fields";

/**
 * The row endpoints a resource may offer; `log` lists one row's moves (its timeline on the detail screen),
 * `export` answers the filtered list as an xlsx file, `import` creates rows from one (all or none), `exportRow` one
 * row's header and lines as an xlsx file (对账单下载).
 */
export const CRUD_ACTIONS = [
  "list",
  "get",
  "create",
  "update",
  "delete",
  "log",
  "export",
  "import",
  "exportRow",
] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/**
 * Whose rows these are. The server takes the tenant from the session and the `systemId`
 * header, never from the payload.
 * - `enterprise`: rows of the user's current enterprise;
 * - `enterpriseSystem`: rows of the current enterprise on the current portal;
 * - `system`: rows of the current portal, shared by its enterprises;
 * - `user`: rows of the logged-in person on the current portal (`userId`), whatever enterprise the person acts for.
 */
export type TenantScope = "enterprise" | "enterpriseSystem" | "system" | "user";

export interface ResourceConfig extends RowRules {
  /** camelCase identifier, also the Refine resource name and the table name (snake_case). */
  name: string;
  /** Chinese name of one row (商品, 收货地点). */
  label: string;
  /** Field that names a row in titles and confirmations. */
  titleField: string;
  fields: Record<string, FieldDef>;
  /** CRUD endpoints; leave one out when the resource does not offer it. */
  endpoints: Partial<Record<CrudAction, EndpointDef>>;
  actions?: Record<string, ActionDef>;
  flow?: FlowDef;
  audiences?: Record<string, AudienceDef>;
  /** Analysis screens over the caller's rows of this resource (and rows answering them). */
  reports?: Record<string, ReportDef>;
  /** Narrowed lists of the same rows, each a menu entry of its own (发货管理). */
  views?: Record<string, ViewDef>;
  /** Pages a row opens beside its actions, on its list row and its detail screen (预览). */
  links?: Record<string, LinkDef>;
  menu: MenuDef;
  buttons: ButtonCodes;
  tenant: TenantScope;
  /** Default list order. */
  sort?: { field: string; order: "asc" | "desc" };
  /** Rows per page in the generated table. */
  pageSize?: number;
  /**
   * The ref to a row of the same resource that holds this one (a shop kind's 上级分类): the list shows the rows
   * as a tree, every row on one page, each under its parent.
   */
  tree?: string;
  /**
   * What the row's creation time means to its readers (下单时间, 申请时间): the list shows it as a sortable column
   * under that name and the detail names it so. Without it the detail says 创建时间 and the list leaves it out.
   */
  created?: string;
  /**
   * What its create button, screen and log say when a row is not simply added (生成对账单: the server makes it from
   * what the form names); 新增 and the label otherwise (createLabel in button-labels.ts).
   */
  createLabel?: string;
  /** The SQL table, when it predates the resource (`shops`); otherwise the name in snake_case. */
  table?: string;
  /**
   * One row per tenant (an enterprise's shop on a portal): a unique index on the tenant columns, a second
   * create answers 422 with `message`, and the list offers 新增 only while there is none.
   */
  single?: { message: string };
  /**
   * "One X per Y" rules the database holds (one quote per supplier per notice): a unique index on `keys` (fields,
   * or `enterpriseId` for the row's enterprise, `userId` for a person's own rows), leaving out rows in the `ignoring` states. A second row answers
   * 422 on `field` with `message`, also when both arrive at once on two app processes (src/core/unique-rules.ts).
   */
  uniqueBy?: { keys: string[]; field: string; message: string; ignoring?: (string | number)[] }[];
  /**
   * The form field whose value names one row across 导出 and 导入 (收货地点's 工厂编码): an imported row whose key a
   * row of the caller's already holds updates that row, any other adds one. Left out, the one field of a
   * `uniqueBy` beside the tenant columns serves; a resource that imports must have one (src/core/import-checks.ts).
   */
  importKey?: string;
  /**
   * The caller's tenant must hold a row of another resource in `states` (and `where` values) before any
   * endpoint of this one answers: goods and shop kinds need an approved mall shop. Otherwise 403 `message`.
   */
  requires?: {
    resource: string;
    states: (string | number)[];
    where?: Record<string, (string | number)[]>;
    message: string;
  };
  /**
   * Rows may be copied (复制商品): each row offers 复制 to whoever may create, which opens the create form filled
   * with the row's values (its lines too, as new lines) and the title marked （副本）; saving makes a new row in
   * the flow's first state.
   */
  copy?: boolean;
  /**
   * A second submit on the create and edit forms that saves the row and then runs the named action on it
   * (保存并上架: save a goods and put it on sale). It shows only to whoever holds the action's button and only
   * while the saved row may take the action; plain 保存 leaves the row where the flow puts it. `notOnCreate`: a new
   * row whose `field` holds one of `in` cannot take the action yet (a regulated goods needs a batch on record
   * first), so the create form offers only 保存 then and says `hint`.
   */
  saveAnd?: {
    action: string;
    label: string;
    notOnCreate?: { field: string; in: readonly (string | number)[]; hint: string };
  };
  /**
   * The create form may start from a row another resource's audience reads (a goods from the operator's 商品模板):
   * picking one under `label` copies its `fill` fields, same keys, into the form, which the user then changes as
   * any; nothing of the pick is sent but those values.
   */
  startFrom?: { resource: string; via: string; label: string; fill: string[] };
  /**
   * The create and edit forms in steps (选择类目 → 类目属性 → 规格与价格 …), each naming its form fields in order;
   * every form field belongs to exactly one step. 下一步 checks the step's fields; saving checks them all and
   * shows the first step with an error (the server's 422 too).
   */
  steps?: readonly { title: string; fields: readonly string[] }[];
  /**
   * Rows belong to the row their `field` ref names (a goods' 追溯批次): that row's detail screen lists them, with
   * 新增 for whoever may create, the form starting on that row.
   */
  partOf?: { field: string };
  /** Webhook events its moves raise, queued in the move's transaction; nothing is queued for an enterprise without a webhook. */
  events?: EventsDef;
  /**
   * The in-site messages of moves made outside the generic actions, by the move's name as its log records it
   * (`create`, the mall's moves of a buyer: a buy intent asked, an after-sale applied for).
   */
  notify?: Record<string, Notify>;
}

export type Resource = Readonly<ResourceConfig>;

/** Declares a resource. Pure data: it must stay importable by the browser. */
export function defineResource<const T extends ResourceConfig>(config: T): T {
  return config;
}

/** The SQL table of a resource: declared, or its name in snake_case. */
export const tableNameOf = (r: Pick<ResourceConfig, "name" | "table">) => r.table ?? snake(r.name);

/** `shopClassify` → `shop_classify`. */
export const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** `shopClassify` → `shop-classify`, the file name under resources/. */
export const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, "");

export const fileOf = (r: Pick<ResourceConfig, "name">) => `resources/${kebab(r.name)}`;

/** Menu paths a resource offers, each a permission of its own: its list, then its reports'. */
export const menuPathsOf = (r: Resource): string[] => [
  r.menu.permission ?? r.menu.path,
  ...Object.values(r.reports ?? {}).map((x) => x.path),
];

/**
 * A resource whose screens live in the operator console (数据字典) holds the platform's own rows: only members of the
 * platform enterprise work it, whatever another enterprise's administrator holds in its own enterprise.
 */
export const platformOwned = (r: Pick<Resource, "menu">) => r.menu?.shell === "operation";

/** The resources whose rows belong to a row of `owner` (partOf: a goods' 追溯批次). */
export const partsOf = (rs: readonly Resource[], owner: Pick<Resource, "name">): Resource[] =>
  rs.filter((r) => r.partOf && r.fields[r.partOf.field]?.ref === owner.name);

/**
 * A person's own rows (`tenant: "user"`) live in the personal center: no enterprise's shell lists them and no role
 * grants their menu; the buttons of the decisions its platform audience takes stay the platform's to hold.
 */
export const inShell = (r: Pick<Resource, "tenant">) => r.tenant !== "user";

const heldOutside = new WeakMap<readonly Resource[], readonly Resource[]>();
/** The resources a member may hold grants of: everything for the platform's own members, the rest not the platform's rows. */
export function holdableBy(rs: readonly Resource[], platformMember: boolean): readonly Resource[] {
  if (platformMember) return rs;
  // one list per registry, so that what is worked out from it (the catalogue) is kept per list
  let held = heldOutside.get(rs);
  if (!held) heldOutside.set(rs, (held = rs.filter((r) => !platformOwned(r))));
  return held;
}
