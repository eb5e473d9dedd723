import type { OpContext, Row } from "../operations/context";
import type { Values } from "../validation/payload";

/**
 * Behaviour config cannot express, keyed by resource name. Every hook runs inside the
 * operation's transaction; throwing `invalid({...})` rejects the write with a 422.
 */
export interface ResourceHooks {
  /** Adjust or check the values of a new row (after validation and ref checks). */
  beforeCreate?(ctx: OpContext, values: Values): Promise<void>;
  /** Adjust or check the changed values of an existing row. */
  beforeUpdate?(ctx: OpContext, values: Values, current: Row): Promise<void>;
  /** Side effects once a row was inserted or updated. */
  afterWrite?(ctx: OpContext, row: Row): Promise<void>;
  /** Refuse or clean up before rows are deleted (hard or soft). */
  beforeDelete?(ctx: OpContext, rows: Row[]): Promise<void>;
}
