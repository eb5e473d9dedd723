import type { EnumOption, EnumValue, FieldDef, FieldType, PickSource } from "./field-def";
import type * as O from "./field-options";
import type { EnumField, LinesField, TypedField } from "./typed-field";

export type { FieldOptions } from "./field-options";

/** What `required: true` adds to a built field's type: its value is always there (RowOf). */
type Req<R extends boolean> = R extends true ? { required: true } : unknown;
/** A builder's options: its type's, with `required` kept as the literal given. */
type Opts<T, R extends boolean> = T & { required?: R };
/** A built field of type T, required when R is true. */
type Built<T extends FieldDef["type"], R extends boolean> = TypedField<T> & Req<R>;

// The one place a built field's literal type is asserted: the object is the declared type with the options given.
function build<F extends FieldDef>(type: FieldType, label: string, opts: O.FieldOptions = {}): F {
  const readonly = opts.readonly ?? false;
  return {
    type,
    label,
    table: true,
    search: false,
    form: !readonly,
    detail: true,
    ...opts,
    readonly,
  } as F;
}

const MAX_TEXT = 100;
/** Rows one `refs` field may point at: a tender invites tens of suppliers, never thousands. */
export const MAX_REFS = 100;
const MAX_TEXTAREA = 2000;
/** Characters of HTML a `richtext` field holds, tags counted: a long goods description with pictures fits. */
const MAX_RICHTEXT = 20_000;
/** Regions one `regions` field may hold: every city of China is under 500, and a province stands for its cities. */
export const MAX_REGIONS = 500;
/** Tags one `tags` field may hold: a bid names a few requirements, never the whole tree. */
export const MAX_TAGS = 20;

/** A dictionary's entries of one type (计量单位), as the operator keeps them in 数据字典. */
export const dictionary = (type: string): PickSource => ({ resource: "dictItem", via: "catalogue", where: { type } });

/** Typed field builders: `f.text("名称", { required: true })`. */
export const f = {
  text: <R extends boolean = false>(label: string, o?: Opts<O.TextOptions, R>) =>
    build<Built<"text", NoInfer<R>>>("text", label, { max: MAX_TEXT, ...o }),
  textarea: <R extends boolean = false>(label: string, o?: Opts<O.TextareaOptions, R>) =>
    build<Built<"textarea", NoInfer<R>>>("textarea", label, { max: MAX_TEXTAREA, table: false, ...o }),
  /**
   * Formatted text a user writes in an editor (headings, bold, lists, links, uploaded pictures), stored as HTML
   * the server sanitises on save; shown formatted on the detail view, never a table column or a search field.
   */
  richtext: <R extends boolean = false>(label: string, o?: Opts<O.RichtextOptions, R>) =>
    build<Built<"richtext", NoInfer<R>>>("richtext", label, { max: MAX_RICHTEXT, table: false, ...o }),
  phone: <R extends boolean = false>(label: string, o?: Opts<O.PhoneOptions, R>) =>
    build<Built<"phone", NoInfer<R>>>("phone", label, { max: 20, ...o }),
  /** 统一社会信用代码: 18 characters whose last checks the rest (GB 32100-2015). */
  creditCode: <R extends boolean = false>(label: string, o?: Opts<O.TextOptions, R>) =>
    build<Built<"text", NoInfer<R>>>("text", label, { max: 18, checksum: "creditCode", ...o }),
  /** 居民身份证号: 18 characters, a real birth date and the GB 11643 check character. */
  idCard: <R extends boolean = false>(label: string, o?: Opts<O.TextOptions, R>) =>
    build<Built<"text", NoInfer<R>>>("text", label, { max: 18, checksum: "idCard", table: false, ...o }),
  int: <R extends boolean = false>(label: string, o?: Opts<O.NumberOptions, R>) =>
    build<Built<"int", NoInfer<R>>>("int", label, { min: 0, ...o }),
  money: <R extends boolean = false>(label: string, o?: Opts<O.NumberOptions, R>) =>
    build<Built<"money", NoInfer<R>>>("money", label, { min: 0, max: 999_999_999, ...o }),
  decimal: <R extends boolean = false>(label: string, o?: Opts<O.NumberOptions, R>) =>
    build<Built<"decimal", NoInfer<R>>>("decimal", label, { min: 0, ...o }),
  enum: <V extends EnumValue, R extends boolean = false>(
    label: string,
    options: EnumOption<V>[],
    o?: Opts<O.EnumOptions, R>,
  ) => build<EnumField<NoInfer<V>> & Req<NoInfer<R>>>("enum", label, { options, ...o }),
  bool: <R extends boolean = false>(label: string, o?: Opts<O.BoolOptions, R>) =>
    build<Built<"bool", NoInfer<R>>>("bool", label, o),
  date: <R extends boolean = false>(label: string, o?: Opts<O.DateOptions, R>) =>
    build<Built<"date", NoInfer<R>>>("date", label, o),
  datetime: <R extends boolean = false>(label: string, o?: Opts<O.DateOptions, R>) =>
    build<Built<"datetime", NoInfer<R>>>("datetime", label, o),
  ref: <R extends boolean = false>(label: string, ref: string, o?: Opts<O.RefOptions, R>) =>
    build<Built<"ref", NoInfer<R>>>("ref", label, { ref, ...o }),
  /** Several rows of another resource (the suppliers a tender invites), at most MAX_REFS. Never a table column. */
  refs: <R extends boolean = false>(label: string, ref: string, o?: Opts<O.RefsOptions, R>) =>
    build<Built<"refs", NoInfer<R>>>("refs", label, { ref, table: false, ...o }),
  /**
   * Some lines of this row's `lines` field (the lines a quote won), written by an action's form that offers
   * the row's lines to tick. Never a table column.
   */
  picks: <R extends boolean = false>(label: string, lines: string, o?: Opts<O.PicksOptions, R>) =>
    build<Built<"picks", NoInfer<R>>>("picks", label, { picks: lines, table: false, ...o }),
  image: <R extends boolean = false>(label: string, o?: Opts<O.UploadOptions, R>) =>
    build<Built<"image", NoInfer<R>>>("image", label, { max: 500, table: false, ...o }),
  /** Several uploaded pictures in the order the user arranged them (a goods gallery, after-sale evidence); `max` counts them. */
  images: <R extends boolean = false>(label: string, o?: Opts<O.UploadOptions, R>) =>
    build<Built<"images", NoInfer<R>>>("images", label, { max: 9, table: false, ...o }),
  /** A PDF (a signed contract) kept private: downloaded only by whoever may read a row holding it. */
  file: <R extends boolean = false>(label: string, o?: Opts<O.UploadOptions, R>) =>
    build<Built<"file", NoInfer<R>>>("file", label, { max: 40, table: false, ...o }),
  /**
   * A range of China's regions (a goods' 配送区域), stored as their GB/T 2260 codes, a province's code meaning the
   * whole province; none picked is all of China (全国). Picked from the server's region data (`childAreas`).
   */
  regions: <R extends boolean = false>(label: string, o?: Opts<O.RegionsOptions, R>) =>
    build<Built<"regions", NoInfer<R>>>("regions", label, { max: MAX_REGIONS, table: false, ...o }),
  /**
   * One place of China (a shop's 所在地区, a factory's), picked province › city › district from the same region
   * data and stored as an address writes it (山东省潍坊市寒亭区), so it prints, sorts and filters as text.
   */
  place: <R extends boolean = false>(label: string, o?: Opts<O.PlaceOptions, R>) =>
    build<Built<"place", NoInfer<R>>>("place", label, { max: 60, ...o }),
  /**
   * Tags of a platform tag tree (a bid's 竞价标签: 资质要求 › 需检验报告), stored as the tags' codes; picked in a
   * tree, named by the tree's data, at most `max`.
   */
  tags: <R extends boolean = false>(label: string, tree: string, o?: Opts<O.TagsOptions, R>) =>
    build<Built<"tags", NoInfer<R>>>("tags", label, { tree, max: MAX_TAGS, table: false, ...o }),
  /** An entry of the operator's dictionary of `type` (单位 from 计量单位), stored as its name. */
  dict: <R extends boolean = false>(label: string, type: string, o?: Opts<O.TextOptions, R>) =>
    build<Built<"text", NoInfer<R>>>("text", label, { max: 20, pickFrom: dictionary(type), ...o }),
  lines: <L extends Record<string, FieldDef>, R extends boolean = false>(
    label: string,
    lines: L,
    o?: Opts<O.LinesOptions, R>,
  ) => build<LinesField<NoInfer<L>> & Req<NoInfer<R>>>("lines", label, { lines, max: 100, table: false, ...o }),
};
