import type { ChecksumScheme } from "./check-digits";

/** Field types every screen, the database and the validator understand. */
export type FieldType =
  | "text"
  | "textarea"
  | "richtext"
  | "phone"
  | "int"
  | "money"
  | "decimal"
  | "enum"
  | "bool"
  | "date"
  | "datetime"
  | "ref"
  | "refs"
  | "picks"
  | "image"
  | "images"
  | "file"
  | "regions"
  | "place"
  | "tags"
  | "lines";

export type EnumValue = string | number;

export interface EnumOption<V extends EnumValue = EnumValue> {
  /** Value stored and sent on the wire. */
  value: V;
  /** Chinese label shown to users. */
  label: string;
  /** antd tag colour for the table. */
  color?: string;
  /**
   * How the state reads while the row's date or datetime `field` is still ahead (an auction 竞拍中 before its start
   * reads 即将开始): the clock moves it, not a write, so the stored state stays one.
   */
  ahead?: { field: string; label: string; color?: string };
}

export interface FieldDef {
  type: FieldType;
  /** Chinese label used in tables, forms, errors. */
  label: string;
  /** Must be present and non-empty on create (and cannot be blanked on update). */
  required?: boolean;
  /** Max length for text types, max value for numbers. */
  max?: number;
  /** Min length for text types, min value for numbers. */
  min?: number;
  /** Allowed values of an enum field. */
  options?: EnumOption[];
  /** Resource name a `ref` or `refs` field points to. */
  ref?: string;
  /** Value used on create when the field is omitted. */
  default?: unknown;
  /** Shown as a table column. */
  table: boolean;
  /** Offered in the list's search form. */
  search: boolean;
  /** Editable in the create/edit form. */
  form: boolean;
  /** Shown in the detail view. */
  detail: boolean;
  /** Set by the server (flows, hooks), never by a client. */
  readonly?: boolean;
  /** Placeholder or help shown in the form. */
  placeholder?: string;
  /**
   * Which rows of the `ref` resource may be picked (`{ parentId: null }`: top-level rows only): the
   * picker offers only those, and the server refuses any other with `message`. `sameAs`, on a line answering the
   * lines of another row (`from`), also asks each picked row's field to equal that row's (goods field → its field).
   */
  choices?: {
    where: Record<string, string | number | boolean | null>;
    message: string;
    sameAs?: Record<string, string>;
  };
  /**
   * A text field whose value is picked among the titles of the rows an audience of another resource reads (a
   * goods' 单位 from the operator's unit dictionary): the form offers those, the server refuses any other. The
   * text itself is stored, so a renamed or retired entry leaves the rows that used it as they were.
   */
  pickFrom?: PickSource;
  /**
   * Field of the target that names a picked row instead of its title field (a supplier by its company name,
   * not its application number): the picker's options and the row's refLabels.
   */
  titleBy?: string;
  /**
   * Field of the target shown under each option of the picker and searched with the title (a supplier's
   * 经营品类): typing 兽药 finds the suppliers dealing in it.
   */
  describeBy?: string;
  /** Chosen on create and never changed afterwards (a quote's tender): disabled on the edit form, refused by the server. */
  fixed?: boolean;
  /**
   * A ref whose target row may be pointed at by one row of this resource at a time (one order per awarded
   * quote), not counting rows in the `ignoring` flow states (a cancelled order frees its quote): the picker
   * leaves taken rows out, and the server refuses one with `message`.
   */
  unique?: { ignoring?: (string | number)[]; message: string };
  /**
   * The field applies only while another field of the row holds one of these values (a 满减 coupon's amount,
   * a 折扣 coupon's rate): the form shows it only then, its rules (required too) hold only then, and the server
   * stores nothing in it otherwise.
   */
  when?: { field: string; in: readonly (string | number | boolean)[] };
  /**
   * How deep a `regions` field picks: whole provinces only, provinces or cities; left out, districts too. A
   * `place` picks at least this deep: a province, a city; left out, down to its district.
   */
  level?: "province" | "city";
  /** A date or datetime that must lie ahead of the moment it is saved (报价截止时间). */
  future?: boolean;
  /** A date or datetime that may not lie ahead of the day it is saved (生产日期: nothing is made tomorrow). */
  past?: boolean;
  /**
   * A shape a text must have beyond its length (a link inside the mall starts with one "/"): `source` is a
   * regular expression, `message` what the form and the server say when the text does not match it.
   */
  pattern?: { source: string; message: string };
  /**
   * A registration number whose last character checks the others (统一社会信用代码 by GB 32100, 身份证号 by GB 11643):
   * the form and the server check its shape, then its check character, each with its own Chinese message.
   */
  checksum?: ChecksumScheme;
  /** A phone an SMS reaches or an account is named by: a mainland mobile only, not a landline (src/core/phone-rules.ts). */
  mobile?: boolean;
  /** Date or datetime field this one must come strictly after (结束时间 after 开始时间). */
  after?: string;
  /** Date or datetime field this one may not come before (截止日期 not before 生效日期). */
  notBefore?: string;
  /**
   * Realistic valid values, for fields whose valid values the type alone cannot tell (an existing
   * enterprise's name); the generated tests fill these in.
   */
  examples?: readonly (string | number)[];
  /**
   * The fields of each child row of a `lines` field (a tender's goods lines). Lines are saved with their
   * row in one transaction, edited in a table on the form; `min` and `max` count the lines.
   */
  lines?: Record<string, FieldDef>;
  /**
   * A `ref` read through an audience of the target (`"public"`): the row may belong to another enterprise,
   * as a quote's tender does; it must be one the audience reads.
   */
  via?: string;
  /**
   * The `lines` field of the same row whose lines a `picks` field chooses among (the lines of a quote that
   * won): stored as those lines' ids, each checked to be one of the row's own.
   */
  picks?: string;
  /**
   * Lines may be added from rows of another resource the caller lists (a tender's goods from the enterprise's
   * goods): `fill` names, per line field, the field of the picked row that fills it. Lines can still be typed.
   */
  pick?: { from: string; fill: Record<string, string> };
  /** A `ref` whose picked row the form shows under the picker (a bid's terms before a seller offers on it). */
  brief?: boolean;
  /** The tag tree a `tags` field picks from (one of TAG_TREES); on a `text`, the mall category tree (category-axis.ts). */
  tree?: string;
  /**
   * On a text of the mall category tree: the enum field of the same form (商品类目) whose value narrows the tree to
   * the top categories listing it. Left out, the whole tree is offered.
   */
  under?: string;
  /**
   * A `picks` field offers only the lines where this line field is filled: an offer's lines left blank (not offered
   * on) are not there to accept.
   */
  filled?: string;
  /** How tables mark a line a `picks` field picked (中标), in its own column and on the comparison. */
  mark?: string;
  /**
   * Lines that answer the lines of the referenced row one for one (a quote's lines answer its tender's):
   * `ref` is this resource's ref field, `lines` the target's lines field. Each line carries the
   * `sourceLineId` it answers; its readonly fields named like the source's are copied from it.
   */
  from?: {
    ref: string;
    lines: string;
    /** Own line fields the form starts from the source line's (`quantity: "supplyQuantity"`); the user may change them. */
    prefill?: Record<string, string>;
    /**
     * A `picks` field of the source row naming the only source lines answered (an order answers just the lines
     * its quote won); a source row that picked nothing yet is answered in full.
     */
    only?: string;
  };
}

/** The rows a `pickFrom` field picks among: `resource`'s rows read through its audience `via`, narrowed by `where`. */
export interface PickSource {
  resource: string;
  via: string;
  where?: Record<string, string | number>;
}
