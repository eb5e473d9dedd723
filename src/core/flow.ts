import type { Notify } from "./notify";

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
