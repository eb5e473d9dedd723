import type { EnumOption, EnumValue, FieldDef, FieldType } from "./field-def";

/** A field as a builder of `f` made it: its type kept as a literal, so RowOf can tell what value it holds. */
export interface TypedField<T extends FieldType> extends FieldDef {
  type: T;
}

/** An enum field that keeps its options' values. */
export interface EnumField<V extends EnumValue> extends TypedField<"enum"> {
  options: EnumOption<V>[];
}

/** A lines field that keeps its line fields. */
export interface LinesField<L extends Record<string, FieldDef>> extends TypedField<"lines"> {
  lines: L;
}
