import type { FieldDef } from "../../core/field-def";
import type { RowOf } from "../../core/row-of";
import type { Row } from "../operations/context";

type Declared = { fields: Record<string, FieldDef> };

/** A row of a declared resource as a hook reads it from its table: its fields typed as declared, with the engine's id and times. */
export type StoredRow<R extends Declared> = Row & RowOf<R> & { createdAt: Date; updatedAt: Date };

/**
 * Values a hook writes to a declared resource's table (`written<typeof bid>({ status: "finished" })`), checked
 * against the declaration. A generated table's columns are known only at run time, so drizzle's set() and values()
 * cannot type them: the values are checked here, and handed over untyped in this one place.
 */
export const written = <R extends Declared>(values: Partial<RowOf<R>> & { updatedAt?: Date }) => values as never;
