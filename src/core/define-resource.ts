import type { EndpointDef } from "./endpoint";
import type { FieldDef } from "./fields";
import type { Notify } from "./notify";
import type { RowRules } from "./row-rules";

/**
 * The row endpoints a resource may offer; `log` lists one row's moves (its timeline on the detail screen),
 * `export` answers the filtered list as an xlsx file, `import` creates rows from one (all or none).
 */
export const CRUD_ACTIONS = ["list", "get", "create", "update", "delete", "log", "export", "import"] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/**
 * Whose rows these are. The server takes the tenant from the session and the `systemId`
 * header, never from the payload.
 * - `enterprise`: rows of the user's current enterprise;
 * - `enterpriseSystem`: rows of the current enterprise on the current portal;
 * - `system`: rows of the current portal, shared by its enterprises.
 */
export type TenantScope = "enterprise" | "enterpriseSystem" | "system";

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

/** A named state transition: `POST` the endpoint with `{ id }` (or `{ ids }`). */
export interface ActionDef {
  /** Chinese button label. */
  label: string;
  endpoint: EndpointDef;
  /** States of the flow field this action may start from. */
  from: (string | number)[];
  /**
   * Other values the row must hold for the action to apply (`{ kind: ["refund"] }`: 同意退款 only on a
   * refund); the list hides the button elsewhere and the server answers 422 as for a wrong state.
   */
  when?: Record<string, (string | number)[]>;
  /** What the server answers when the state allows the action but `when` does not hold (已有企业出价，不能取消). */
  whenMessage?: string;
  /** State the row moves to. */
  to: string | number;
  /** Button permission code. */
  button?: string;
  /** Ask before running it (e.g. 确定要下架该商品吗？). */
  confirm?: string;
  /**
   * Fields whose rules are checked again, on the stored row, before the action runs: a draft whose deadline
   * has passed meanwhile cannot be published (422 naming the field).
   */
  recheck?: string[];
  /**
   * Datetime fields of the form that must move the row's own value later, never earlier (延长截止: the new
   * deadline lies after the one it replaces); the 422 names the field and the time it must pass.
   */
  later?: string[];
  /**
   * Other fields the action writes: the time (`{ publishedAt: "now" }`), or null to clear what an earlier
   * move wrote (a quote no longer awarded forgets the lines it won).
   */
  stamps?: Record<string, "now" | null>;
  /**
   * Fields the action asks for in a dialog (a reason, a new deadline), validated like any form. A key that
   * is also a field of the resource is written to the row; the others are kept with the move in its log.
   */
  form?: Record<string, FieldDef>;
  /**
   * The in-site message (站内信) the action sends once it ran, to the row's enterprise or to the other party
   * (`to`, src/core/notify.ts): its title and the page it links to. The body is the action's form as noted.
   */
  notify?: Notify;
  /**
   * The audience that runs this action instead of the owner (a tender's owner awards a quote): its rows,
   * its reader, and the action's button.
   */
  by?: string;
}

/**
 * Readers beyond the owning tenant: the rows in `states` of the caller's portal, read through the
 * audience's own list and detail endpoints, showing only `fields`. A published tender is read this way by
 * suppliers (and by anyone on the public procurement pages) while its owner keeps the CRUD endpoints.
 */
export interface AudienceDef {
  /** Who reads, in Chinese (供应商). */
  label: string;
  endpoints: { list: EndpointDef; get: EndpointDef };
  /** Flow states a row must be in to be read; other rows answer 404 as if missing. */
  states: (string | number)[];
  /** Other values a row must hold to be read (`{ role: [2] }`: only supplier certifications make the directory). */
  where?: Record<string, (string | number)[]>;
  /**
   * A `refs` field that, when it lists any row, limits the readers to the enterprises owning those rows (and
   * the row's own enterprise): a tender invited to chosen suppliers is invisible to every other supplier, and
   * to anonymous visitors. A row listing none is read by the whole audience.
   */
  inviteOnly?: string;
  /** The only fields sent (with id and timestamps); anything else never leaves the server. */
  fields: string[];
  /** Readable without logging in (public portal pages); otherwise a session is needed. */
  anonymous?: boolean;
  /** The public page of one row, `:id` for its id; the owner's detail screen shows its QR code. */
  page?: string;
  /**
   * Rows read by the enterprise owning the row a ref field points to, instead of by the portal: a tender's
   * owner reads the quotes on its tenders. The reader acts for that enterprise and needs the target's menu.
   */
  ownerOf?: string;
  /** Fields kept from this audience until the referenced row opens them: a tender's prices until its deadline. */
  sealed?: SealDef;
  /**
   * How an ownerOf reader's list names the enterprise that answered and when (报价企业, 报价时间); `certified`, a
   * certification kind (1 采购商, 2 供应商), adds whether that enterprise holds an approved one on the portal, as
   * the server-computed `certified` of each row (已认证 / 未认证), never a value anyone writes.
   */
  party?: { who: string; when: string; certified?: 1 | 2 };
  /** An ownerOf reader's list adds the answers' lines side by side, lowest price marked (比价表). */
  compare?: boolean;
  /**
   * Read by the platform operator (an enterprise marked as the platform), on its console at `path` under the
   * menu group `group`, instead of by the portal: the queue of applications it audits.
   */
  platform?: { path: string; label: string; group: string };
  /**
   * Read by one person rather than an enterprise: the user whose id the row holds in server column `column` (an
   * invitation names the person invited), set by the engine to the account holding the phone in field `phone`, now
   * or when that phone registers. No grant and no portal limit: the person's own rows, whatever enterprise the
   * person acts for now. Its states are the ones waiting for the person's answer: after logging in, the person meets
   * a dialog titled `prompt` while the audience reads any row; the rows also show on the personal page `path`.
   */
  person?: { column: string; phone: string; prompt: string; path: string };
}

/**
 * Sealed fields (`"totalAmount"`, `"lines.unitPrice"`) are sent as null, and never filtered or sorted on,
 * until the row `ref` points to has passed its `passed` datetime or holds one of the `open` values.
 */
export interface SealDef {
  fields: string[];
  ref: string;
  passed?: string;
  open?: Record<string, (string | number)[]>;
}

/** How a report's number reads: an amount, a count, a share (0.25 → 25.0%), a plain number or text. */
export type ReportValueType = "money" | "int" | "percent" | "decimal" | "text";

/**
 * An analysis screen of a resource (招标分析): its own menu in the resource's shell, one GET endpoint answering
 * `{ summary, <chart and table keys>: rows }` computed over the caller's rows by the server file
 * `src/server/reports/<resource>.ts`, and how to lay them out. The menu path is the permission it needs.
 */
export interface ReportDef {
  label: string;
  /** The route of the screen and the menu permission path. */
  path: string;
  order: number;
  group?: string;
  endpoint: EndpointDef;
  /**
   * Whether the reader picks how many months it covers (近3/6/12/24个月, sent as `months`). A report of fixed
   * periods (a dashboard's 今日 and 近30天) says false.
   */
  months?: boolean;
  /** Statistic cards, each a key of the answer's `summary`; `link` opens the list the number counts (`/manage/seller/order?status=paid`). */
  stats: { key: string; label: string; type: ReportValueType; link?: string }[];
  /** Charts, each drawing the answer's rows under `key`: `x` along the axis, `y` the value, one bar or line per `series`. */
  charts: { key: string; title: string; kind: "column" | "line" | "bar"; x: string; y: string; series?: string; type: ReportValueType }[];
  /** Tables, each listing the answer's rows under `key`; a row marked `sealed: true` shows its blank amounts as 截止后可见. */
  tables: { key: string; title: string; columns: { key: string; label: string; type: ReportValueType }[] }[];
}

/**
 * A move time makes: rows in one of `from` whose date or datetime `field` has passed move to `to`. A date `field`
 * is a last valid day: the row moves the day after it, China time. With `via`, a ref field, the time is the
 * `field` of the row it points to (a quote waits for its tender's deadline). The row's log records the move by
 * 平台 under `label`; an action refused on a row time moved says why with `says` (报价已截止).
 */
export interface TimedDef {
  name: string;
  label: string;
  field: string;
  via?: string;
  says?: string;
  from: (string | number)[];
  to: string | number;
  /** Whom the move tells (the platform made it, so it is always a hand-off): src/core/notify.ts. */
  notify?: Notify;
}

export interface FlowDef {
  /** Enum field holding the state; it is readonly on forms. */
  field: string;
  /** State of a newly created row. */
  initial: string | number;
  /** States in which the row may still be edited or deleted through CRUD. */
  editableIn?: (string | number)[];
  deletableIn?: (string | number)[];
  /**
   * A datetime field: the row may be edited only while that time is still ahead (an auction until it starts).
   * The edit button goes once it passes, and the server refuses a later edit with `已过<label>，不能修改`.
   */
  editableUntil?: string;
  /** Delete moves the row to this state instead of removing it; lists then leave it out. */
  deletedState?: string | number;
  /** The list opens with a tab per state (全部, 待发货, ...) above the table: rows the reader works through by state. */
  tabs?: boolean;
  /**
   * The state an edit moves the row to (a published shop decoration, edited, holds unpublished changes again),
   * whatever state it was edited in.
   */
  edited?: string | number;
  /**
   * Moves time makes (a tender past its deadline is 已截止, a quote past its valid-until 已过期): every call of the
   * resource first makes them, in its transaction, and the scheduled job makes them for every resource a few
   * seconds after they come due, so lists, tabs, pages and actions all see the state time gave.
   */
  timed?: TimedDef[];
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

/**
 * The outbound webhook events a resource's moves raise (docs/webhooks.md): `moves` maps a move's name (an
 * action, `create`, or a move made elsewhere and logged under that name, such as the mall's `save` of an order)
 * to the event type sent. The event goes to the row's enterprise and, with `alsoTo`, to the enterprise owning
 * the row that ref field points to (a tender's owner hears of a quote on it).
 */
export interface EventsDef {
  /** The group an enterprise's webhook setting subscribes to (推送事件). */
  kind: "tender" | "order";
  moves: Record<string, string>;
  alsoTo?: string;
  /**
   * A server column holding the enterprise of the row's other party (a mall order's buyer), which hears the
   * events with the row's fields as the row's enterprise does: the row is as much its own.
   */
  party?: string;
  /**
   * A resource whose rows answer these (a tender's quotes): the enterprises answering a row hear its events with
   * its id and state only, as an `alsoTo` enterprise does (a supplier hears its tender extended or closed).
   */
  answeredBy?: string;
}

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
  /** The SQL table, when it predates the resource (`shops`); otherwise the name in snake_case. */
  table?: string;
  /**
   * One row per tenant (an enterprise's shop on a portal): a unique index on the tenant columns, a second
   * create answers 422 with `message`, and the list offers 新增 only while there is none.
   */
  single?: { message: string };
  /**
   * "One X per Y" rules the database holds (one quote per supplier per notice): a unique index on `keys` (fields,
   * or `enterpriseId` for the row's enterprise), leaving out rows in the `ignoring` states. A second row answers
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
  requires?: { resource: string; states: (string | number)[]; where?: Record<string, (string | number)[]>; message: string };
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
  saveAnd?: { action: string; label: string; notOnCreate?: { field: string; in: readonly (string | number)[]; hint: string } };
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

/** The address a declared link opens for one row: each `:field` replaced by the row's value of it. */
/** Whether a row offers the link: it holds one of the `when` values of each field named there. */
export const linkShown = (link: LinkDef, row: Record<string, unknown>) =>
  Object.entries(link.when ?? {}).every(([field, values]) => values.includes(row[field] as string | number));

export const linkHref = (link: LinkDef, row: Record<string, unknown>) =>
  link.href.replace(/:([A-Za-z]\w*)/g, (_, key: string) => encodeURIComponent(String(row[key] ?? "")));

/** The SQL table of a resource: declared, or its name in snake_case. */
export const tableNameOf = (r: Pick<ResourceConfig, "name" | "table">) => r.table ?? snake(r.name);

/** `shopClassify` → `shop_classify`. */
export const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** `shopClassify` → `shop-classify`, the file name under resources/. */
export const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, "");

export const fileOf = (r: Pick<ResourceConfig, "name">) => `resources/${kebab(r.name)}`;

/** Fields the engine adds to every row; a resource may not declare them. */
export const SYSTEM_FIELDS = ["id", "enterpriseId", "systemId", "createdAt", "updatedAt"] as const;

export const fieldEntries = (r: Resource) => Object.entries(r.fields);
export const tableFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.table);
export const searchFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.search);
export const formFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.form && !f.readonly);
/** The form's steps with their fields; a resource without steps is one untitled step of all its form fields. */
export const formSteps = (r: Resource): { title: string; fields: [string, FieldDef][] }[] =>
  r.steps?.map((s) => ({ title: s.title, fields: s.fields.map((k) => [k, r.fields[k]!] as [string, FieldDef]) })) ?? [{ title: "", fields: formFields(r) }];
export const detailFields = (r: Resource) => fieldEntries(r).filter(([, f]) => f.detail);
/** The columns of an export's first sheet: the detail fields but lines and the lines picked from them, which go on the lines' own sheets. */
export const rowSheetFields = (r: Resource) => detailFields(r).filter(([, f]) => f.type !== "lines" && f.type !== "picks");

/** Menu paths a resource offers, each a permission of its own: its list, then its reports'. */
export const menuPathsOf = (r: Resource): string[] => [r.menu.permission ?? r.menu.path, ...Object.values(r.reports ?? {}).map((x) => x.path)];

/**
 * A resource whose screens live in the operator console (数据字典) holds the platform's own rows: only members of the
 * platform enterprise work it, whatever another enterprise's administrator holds in its own enterprise.
 */
export const platformOwned = (r: Pick<Resource, "menu">) => r.menu?.shell === "operation";

/** The resources whose rows belong to a row of `owner` (partOf: a goods' 追溯批次). */
export const partsOf = (rs: readonly Resource[], owner: Pick<Resource, "name">): Resource[] => rs.filter((r) => r.partOf && r.fields[r.partOf.field]?.ref === owner.name);

/** The resources a member may hold grants of: everything for the platform's own members, the rest not the platform's rows. */
export const holdableBy = (rs: readonly Resource[], platformMember: boolean): readonly Resource[] => (platformMember ? rs : rs.filter((r) => !platformOwned(r)));
