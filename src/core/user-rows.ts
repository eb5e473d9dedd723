import type { AudienceDef, Resource } from "./define-resource";
import type { EndpointDef } from "./endpoint";
import type { FieldDef } from "./fields";
import type { LinkDef } from "./menu";
import type { CreateSnapshot } from "./create-snapshot";
import type { PurchaseGrant } from "./purchase-grants";
import type { ReadableSource } from "./readable-source";

/** Where an owner's screens live. */
export type OwnerLayout = "buyer" | "personal" | "page";

/** The screens of a person's rows (src/web/owner), whose routes the mall's route table names (src/web/routes/mall-routes.tsx). */
export interface OwnerScreens {
  /** 我的商城 (`buyer`), the personal center (`personal`), or a page of the mall of its own (`page`, as /goodspurchase). */
  layout: OwnerLayout;
  /** The list. */
  path: string;
  /** One row, `:id` for its id. */
  show: string;
  /** The create form, `:from` for the source row. */
  create?: string;
  /** The menu entry, or the compact header of a `page` layout. */
  title: string;
}

/**
 * Rows a person owns in a resource that another party keeps (a buyer's after-sale at the seller's shop): the
 * reader is the user whose id the row holds in server column `column`, on the portal the row was made on. No
 * grant, no enterprise: what the person applied for stays theirs whatever enterprise they act for now.
 */
export interface OwnerDef {
  column: string;
  /** The screens of the owner's rows (src/web/owner). */
  screens?: OwnerScreens;
  /**
   * A column naming the enterprise a row was made for (a buy intent's buyer enterprise): the owner's moves need the
   * caller to act for it now (personally when empty), else 422 该单据属于其他身份, so a grant held elsewhere never pays.
   */
  identity?: string;
  /** Pages the owner's detail opens from a row (去下单 on the goods once its sample arrived), `:field` of fields it reads. */
  links?: Record<string, LinkDef>;
}

/**
 * Creation by the audience against a row it owns (a buyer applies for an after-sale on its own order): `from` is a
 * ref field of this resource naming the source row, which must hold the caller's user id in its column `ownedBy`
 * on the caller's portal (404 otherwise); or, with `readable` instead, against another party's row the caller may
 * read (a sample of a goods on sale, src/core/readable-source.ts). The new row belongs to the source row's tenant (the order's seller), the
 * audience's owner column takes the caller's id, `copies` takes source columns (`{ buyerName: "buyerName" }`), and
 * the caller fills `fields`, checked by their declared rules as on any form (readonly to the owning tenant or not).
 */
export interface AudienceCreateDef {
  endpoint: EndpointDef;
  /** The form's title and submit (申请售后, 提交申请). */
  label: string;
  submit: string;
  from: string;
  /** The source row's column holding the caller's user id: the caller creates against its own rows only. */
  ownedBy?: string;
  /** Instead of `ownedBy`: the source rows of another party the caller may create against (goods on sale). */
  readable?: ReadableSource;
  copies?: Record<string, string>;
  /**
   * A column of the source row naming the enterprise it was made for (an order's buyer enterprise): the caller must act
   * for that enterprise now (personally when it is empty), else 422 该单据属于其他身份, so a grant held elsewhere never pays.
   */
  identity?: string;
  fields: string[];
  /** The call answering the source row to its owner (`id` its id, a MALL call): the form shows its title and its lines. */
  read: EndpointDef;
  /**
   * A lines field filled by picking the source row's `lines` (退货明细 from the order's goods): each picked line sends
   * its id as `key` and how many as `quantity`, at most what the source line holds; the other columns are the
   * source line's, shown beside. With `when`, the form offers the picking only while that field holds one of `in`
   * (退货退款), and sends no lines otherwise.
   */
  picks?: { field: string; key: string; quantity: string; when?: { field: string; in: readonly (string | number)[] } };
  /** The purchase code an employee acting for an enterprise must hold (src/core/purchase-grants.ts). */
  grant?: PurchaseGrant;
  /**
   * Who may create: `enterprise` refuses a personal account with a 422 (个人账号不能提交采购意向，请以企业身份登录),
   * for a trade between two enterprises. Anyone logged in when absent.
   */
  caller?: "enterprise";
  /**
   * Fields the form starts from the signed-in person's name or mobile (联系人, 手机号: `{ contact: "userName" }`),
   * which the person may change; the server takes what is sent, checked by the field's rules.
   */
  prefill?: Record<string, "userName" | "userPhone">;
  /**
   * One line of the source row the caller picks (the SKU of a goods asked about): `field` of this resource takes the
   * line's id, which must be one of the source's `lines` (422 otherwise; the only line when the source has one),
   * the form offers them by their `label` column, and `copies` takes columns of the picked line (`{ spec: "spec" }`).
   */
  choose?: { field: string; lines: string; label: string; copies?: Record<string, string> };
  /** Rows the caller picks through ref fields, copied into the new row as they are now (src/core/create-snapshot.ts). */
  snapshot?: CreateSnapshot;
}

/** What a 422 tells a personal account creating where only an enterprise may. */
export const enterpriseOnlyMessage = (create: { label: string }) => `个人账号不能${create.label}，请以企业身份登录`;

/** Who reads an owner's or a person's audience: the column holding their user id. */
export const ownColumnOf = (a: { person?: { column: string }; owner?: OwnerDef }) =>
  a.person?.column ?? a.owner?.column;

/**
 * Whether an audience is read by one person its rows name (a person, an owner, an assignee) rather than by an
 * enterprise or a portal: no grant, only the person, for its reads and its `by` actions alike.
 */
export const readByPerson = (a: AudienceDef) => ownColumnOf(a) !== undefined || a.assignee !== undefined;

/** An owner audience's own endpoints beside its reads: `audience:buyer:create`, `audience:buyer:log`. */
export function ownedOp(action: string): { name: string; op: "create" | "log" } | undefined {
  const m = /^audience:([^:]+):(create|log)$/.exec(action);
  return m ? { name: m[1]!, op: m[2] as "create" | "log" } : undefined;
}

/**
 * The resource as the audience's create form sees it: the fields it fills (`lines.quantity` for one column of a
 * lines field), writable whatever the owning tenant may change, each with its declared rules.
 */
export function createView(r: Resource, audience: AudienceDef): Resource {
  const { fields: given, choose } = audience.create!;
  const named = choose ? [...given, choose.field] : given;
  const writable = (f: FieldDef): FieldDef => ({ ...f, readonly: false });
  const fields = Object.fromEntries(
    Object.entries(r.fields)
      .filter(([k]) => named.includes(k))
      .map(([k, f]) => {
        if (f.type !== "lines") return [k, writable(f)];
        const columns = Object.entries(f.lines ?? {}).filter(([c]) => named.includes(`${k}.${c}`));
        return [k, { ...writable(f), lines: Object.fromEntries(columns.map(([c, x]) => [c, writable(x)])) }];
      }),
  );
  return { ...r, fields };
}

/** What an owner audience and its create must say, as check-resources reports it. */
export function ownerProblems(r: Resource, at: string, a: AudienceDef, say: (problem: string) => void) {
  if (a.owner && a.person) say(`${at} is read by a person (person) and by its owner (owner): pick one`);
  if (a.owner && r.tenant !== "enterpriseSystem")
    say(`${at}: an owner reads its rows on the portal they were made on: use tenant "enterpriseSystem"`);
  const c = a.create;
  if (!c) return;
  if (!a.owner) say(`${at} creates rows: declare owner, the column its rows name the creator in`);
  if (r.fields?.[c.from]?.type !== "ref") say(`${at} create.from "${c.from}" must name a ref field of ${r.name}`);
  for (const key of c.fields ?? []) {
    const [name, column] = key.split(".") as [string, string | undefined];
    const field = r.fields?.[name];
    if (!field || (column !== undefined && !field.lines?.[column])) say(`${at} create field "${key}" is not a field`);
    else if (field.type === "lines" && column === undefined && !c.fields.some((k) => k.startsWith(`${name}.`)))
      say(`${at} create field "${key}" names no column it fills: add "${name}.<column>"`);
  }
  for (const key of Object.keys(c.prefill ?? {}))
    if (!c.fields.includes(key)) say(`${at} create prefills "${key}", which the caller does not fill`);
  for (const key of Object.keys(c.copies ?? {}))
    if (key in (r.fields ?? {}) && c.fields.includes(key))
      say(`${at} create copies "${key}", which the caller also fills: pick one`);
}
