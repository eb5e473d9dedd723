import type { PurchaseGrant } from "./purchase-grants";
import type { EndpointDef } from "./endpoint";
import type { FieldDef } from "./fields";
import type { Notify } from "./notify";

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
  /**
   * A column of the row naming a user (`requesterUserId`) who may not run the action on it: nobody approves what
   * they asked for. The server answers 422 with `notByMessage` (default 不能审批自己提交的申请); that user's screens
   * hide the button, told by the row's `notByCaller` (src/core/flows/transition.ts).
   */
  notBy?: string;
  /** What the server answers the user `notBy` names. */
  notByMessage?: string;
  /** State the row moves to. */
  to: string | number;
  /**
   * Where the row goes instead when the resource's `divertAction` hook says so, under a move of its own name and
   * label (确认订单 of a tender order beyond the buyer's approval rule goes 待审批, not to the supplier): the
   * action's notices stay for the move it was meant to be, and `says` is what the user is told.
   */
  divert?: { to: string | number; move: string; label: string; says: string };
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
  /**
   * The purchase code an employee acting for an enterprise must hold to run it (an owner's 下单 at a quoted price
   * spends the enterprise's money; src/core/purchase-grants.ts), else 403 naming it. For actions run `by` an audience.
   */
  grant?: PurchaseGrant;
}

/** What the user is told once an action ran, by the state its row reached: a diverted one says where it went. */
export const doneMessage = (a: Pick<ActionDef, "label" | "divert">, state: unknown) =>
  a.divert && state === a.divert.to ? a.divert.says : `${a.label}成功`;

/** What the user an action's `notBy` names is told when trying it anyway. */
export const notByMessage = (a: Pick<ActionDef, "notByMessage">) => a.notByMessage ?? "不能审批自己提交的申请";

/**
 * The key of a row sent to a caller listing the actions the caller may not run on it (`notBy`), so the screens hide
 * them: the row names the caller in those actions' column, which itself is never sent.
 */
export const NOT_BY_CALLER = "notByCaller";
