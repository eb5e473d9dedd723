import type { EnumOption, FieldDef, FieldType, PickSource } from "./field-def";

export type FieldOptions = Partial<Omit<FieldDef, "type" | "label">>;

function build(type: FieldType, label: string, opts: FieldOptions = {}): FieldDef {
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
  };
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
  text: (label: string, o?: FieldOptions) => build("text", label, { max: MAX_TEXT, ...o }),
  textarea: (label: string, o?: FieldOptions) =>
    build("textarea", label, { max: MAX_TEXTAREA, table: false, ...o }),
  /**
   * Formatted text a user writes in an editor (headings, bold, lists, links, uploaded pictures), stored as HTML
   * the server sanitises on save; shown formatted on the detail view, never a table column or a search field.
   */
  richtext: (label: string, o?: FieldOptions) => build("richtext", label, { max: MAX_RICHTEXT, table: false, ...o }),
  phone: (label: string, o?: FieldOptions) => build("phone", label, { max: 20, ...o }),
  /** 统一社会信用代码: 18 characters whose last checks the rest (GB 32100-2015). */
  creditCode: (label: string, o?: FieldOptions) => build("text", label, { max: 18, checksum: "creditCode", ...o }),
  /** 居民身份证号: 18 characters, a real birth date and the GB 11643 check character. */
  idCard: (label: string, o?: FieldOptions) => build("text", label, { max: 18, checksum: "idCard", table: false, ...o }),
  int: (label: string, o?: FieldOptions) => build("int", label, { min: 0, ...o }),
  money: (label: string, o?: FieldOptions) =>
    build("money", label, { min: 0, max: 999_999_999, ...o }),
  decimal: (label: string, o?: FieldOptions) => build("decimal", label, { min: 0, ...o }),
  enum: (label: string, options: EnumOption[], o?: FieldOptions) =>
    build("enum", label, { options, ...o }),
  bool: (label: string, o?: FieldOptions) => build("bool", label, o),
  date: (label: string, o?: FieldOptions) => build("date", label, o),
  datetime: (label: string, o?: FieldOptions) => build("datetime", label, o),
  ref: (label: string, ref: string, o?: FieldOptions) => build("ref", label, { ref, ...o }),
  /** Several rows of another resource (the suppliers a tender invites), at most MAX_REFS. Never a table column. */
  refs: (label: string, ref: string, o?: FieldOptions) => build("refs", label, { ref, table: false, ...o }),
  /**
   * Some lines of this row's `lines` field (the lines a quote won), written by an action's form that offers
   * the row's lines to tick. Never a table column.
   */
  picks: (label: string, lines: string, o?: FieldOptions) => build("picks", label, { picks: lines, table: false, ...o }),
  image: (label: string, o?: FieldOptions) => build("image", label, { max: 500, table: false, ...o }),
  /** Several uploaded pictures in the order the user arranged them (a goods gallery, after-sale evidence); `max` counts them. */
  images: (label: string, o?: FieldOptions) => build("images", label, { max: 9, table: false, ...o }),
  /** A PDF (a signed contract) kept private: downloaded only by whoever may read a row holding it. */
  file: (label: string, o?: FieldOptions) => build("file", label, { max: 40, table: false, ...o }),
  /**
   * A range of China's regions (a goods' 配送区域), stored as their GB/T 2260 codes, a province's code meaning the
   * whole province; none picked is all of China (全国). Picked from the server's region data (`childAreas`).
   */
  regions: (label: string, o?: FieldOptions) => build("regions", label, { max: MAX_REGIONS, table: false, ...o }),
  /**
   * One place of China (a shop's 所在地区, a factory's), picked province › city › district from the same region
   * data and stored as an address writes it (山东省潍坊市寒亭区), so it prints, sorts and filters as text.
   */
  place: (label: string, o?: FieldOptions) => build("place", label, { max: 60, ...o }),
  /**
   * Tags of a platform tag tree (a bid's 竞价标签: 资质要求 › 需检验报告), stored as the tags' codes; picked in a
   * tree, named by the tree's data, at most `max`.
   */
  tags: (label: string, tree: string, o?: FieldOptions) => build("tags", label, { tree, max: MAX_TAGS, table: false, ...o }),
  /** An entry of the operator's dictionary of `type` (单位 from 计量单位), stored as its name. */
  dict: (label: string, type: string, o?: FieldOptions) => build("text", label, { max: 20, pickFrom: dictionary(type), ...o }),
  lines: (label: string, lines: Record<string, FieldDef>, o?: FieldOptions) =>
    build("lines", label, { lines, max: 100, table: false, ...o }),
};
