import type { FieldDef } from "./field-def";

type Keys<K extends keyof FieldDef> = Partial<Pick<FieldDef, K>>;

/**
 * What every field may say, whatever its type: where it shows, whether it must be given, what the form and the
 * generated tests start from, and when it applies.
 */
export type BaseOptions = Keys<
  | "required"
  | "default"
  | "table"
  | "search"
  | "form"
  | "detail"
  | "readonly"
  | "placeholder"
  | "examples"
  | "when"
  | "fixed"
>;

/** Typed text: its length, and a shape beyond it. */
export type TextOptions = BaseOptions & Keys<"min" | "max" | "pattern" | "checksum" | "pickFrom" | "tree" | "under">;
/** Several lines of text, or formatted text: its length, and for plain text a shape. */
export type TextareaOptions = BaseOptions & Keys<"min" | "max" | "pattern">;
export type RichtextOptions = BaseOptions & Keys<"min" | "max">;
export type PhoneOptions = BaseOptions & Keys<"min" | "max" | "mobile">;
/** A number (int, money, decimal): the lowest and highest value. */
export type NumberOptions = BaseOptions & Keys<"min" | "max">;
export type EnumOptions = BaseOptions;
export type BoolOptions = BaseOptions;
/** A date or datetime: which side of now, and which field beside it it follows. */
export type DateOptions = BaseOptions & Keys<"future" | "past" | "after" | "notBefore">;
/** A pointer at one row: how it is read, named, narrowed, shown, and whether another row may take it too. */
export type RefOptions = BaseOptions & Keys<"via" | "titleBy" | "describeBy" | "choices" | "unique" | "brief">;
/** Pointers at several rows: read, named and narrowed as one, at most `max`. */
export type RefsOptions = BaseOptions & Keys<"via" | "titleBy" | "describeBy" | "choices" | "max">;
/** Lines of the row picked by an action's form: which ones it offers and how tables mark them. */
export type PicksOptions = BaseOptions & Keys<"max" | "filled" | "mark">;
/** An upload (a picture, a PDF, a gallery): how long its address, or how many pictures. */
export type UploadOptions = BaseOptions & Keys<"max">;
/** Regions or a place: how deep it picks, and for regions how many. */
export type RegionsOptions = BaseOptions & Keys<"max" | "level">;
export type PlaceOptions = BaseOptions & Keys<"max" | "level">;
export type TagsOptions = BaseOptions & Keys<"max">;
/** Child rows: how many, and where they may be picked from or answer. */
export type LinesOptions = BaseOptions & Keys<"min" | "max" | "pick" | "from">;

/** Any option of any type: what a field built by hand (an action form's) may hold. */
export type FieldOptions = Partial<Omit<FieldDef, "type" | "label">>;
