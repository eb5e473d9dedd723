import type { OpContext, Row } from "../operations/context";
import type { Line, Values } from "../validation/payload";
import type { MoveNote } from "../operations/moves";

/**
 * Behaviour config cannot express, keyed by resource name. Every hook runs inside the
 * operation's transaction; throwing `invalid({...})` rejects the write with a 422.
 */
export interface ResourceHooks {
  /** Adjust or check the values of a new row (after validation and ref checks), with its lines per field. */
  beforeCreate?(ctx: OpContext, values: Values, lines: Record<string, Line[]>): Promise<void>;
  /** Adjust or check the changed values of an existing row; `lines` holds the lines fields sent. */
  beforeUpdate?(ctx: OpContext, values: Values, current: Row, lines: Record<string, Line[]>): Promise<void>;
  /** Refuse a named action on rows its flow allows (a deadline that config cannot say); after its form is read. */
  beforeAction?(ctx: OpContext, action: string, rows: Row[]): Promise<void>;
  /**
   * Whether a named action with a `divert` goes there instead of its `to` (the rows as loaded, before they move),
   * after `beforeAction`; whatever the verdict needs (an approval opened, a budget charged) it does here, in the
   * action's transaction.
   */
  divertAction?(ctx: OpContext, action: string, rows: Row[]): Promise<boolean>;
  /**
   * Side effects of a named action once its rows moved (a refund credits the buyer, a cancel frees the stock),
   * in the action's transaction: `rows` as they are now, `note` what its form said.
   */
  afterAction?(ctx: OpContext, action: string, rows: Row[], note: MoveNote): Promise<void>;
  /**
   * Side effects of a timed move (`flow.timed`, named `move`) once its rows moved: an approval that lapsed cancels
   * its order. In the move's transaction, once per row moved, whether a call of the resource or the scheduled job
   * made it; `ctx.caller` is time itself (no user, no enterprise, no grant), so the rows' own columns say whose they are.
   */
  afterTimed?(ctx: OpContext, move: string, rows: Row[]): Promise<void>;
  /** Side effects once a row was inserted or updated. */
  afterWrite?(ctx: OpContext, row: Row): Promise<void>;
  /** Refuse or clean up before rows are deleted (hard or soft). */
  beforeDelete?(ctx: OpContext, rows: Row[]): Promise<void>;
}
