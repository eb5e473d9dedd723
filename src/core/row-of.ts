import type { EnumValue, FieldDef } from "./field-def";
import type { EnumField, LinesField } from "./typed-field";

/**
 * The value each field type holds in a row as the server reads and writes it: a datetime is the Date the database
 * and the payload parser give, a date its YYYY-MM-DD text, a ref the row's id, an upload its address.
 */
interface ValueOfType {
  text: string;
  textarea: string;
  richtext: string;
  phone: string;
  int: number;
  money: number;
  decimal: number;
  enum: EnumValue;
  bool: boolean;
  date: string;
  datetime: Date;
  ref: number;
  refs: number[];
  picks: number[];
  image: string;
  images: string[];
  file: string;
  regions: string[];
  place: string;
  tags: string[];
  lines: Record<string, unknown>[];
}

/** What one field holds: its options' values for an enum built with literal ones, its lines' rows for lines. */
export type ValueOf<F extends FieldDef> =
  F extends EnumField<infer V>
    ? V
    : F extends LinesField<infer L>
      ? FieldsRow<L>[]
      : keyof ValueOfType extends F["type"]
        ? unknown
        : ValueOfType[F["type"]];

type RequiredKeys<Fs> = { [K in keyof Fs]: Fs[K] extends { required: true } ? K : never }[keyof Fs];

/** A row of these fields: a required field always holds its value, any other may be missing or null. */
export type FieldsRow<Fs extends Record<string, FieldDef>> = {
  -readonly [K in RequiredKeys<Fs>]: ValueOf<Fs[K]>;
} & {
  -readonly [K in Exclude<keyof Fs, RequiredKeys<Fs>>]?: ValueOf<Fs[K]> | null;
};

/**
 * The values of a declared resource's row, each field as its type holds it (`RowOf<typeof goods>`): what a hook
 * reads and writes instead of a bag of unknowns. The builders of `f` and `defineResource` keep the literal types this
 * reads; a field typed by hand as a plain FieldDef holds `unknown`.
 */
export type RowOf<R extends { fields: Record<string, FieldDef> }> = FieldsRow<R["fields"]>;
