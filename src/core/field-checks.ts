import { SYSTEM_FIELDS } from "./define-resource";
import type { FieldDef } from "./fields";
import { MALL_CATEGORY_TREE } from "./category-axis";
import type { ResourceCheck, Say } from "./resource-check";
import { isTagTree } from "./tag-trees";

/** Every field of a resource, its lines' fields too, is typed, labelled and holds options that fit its type. */
export const fieldProblems: ResourceCheck = (r, all, say) => fieldSetProblems(r.fields ?? {}, new Set(all.keys()), say);

/** Problems of one set of fields (a resource's, or the child fields of a `lines` field). */
function fieldSetProblems(all: Record<string, FieldDef>, names: Set<string>, say: Say, owner = "") {
  for (const [key, field] of Object.entries(all)) {
    const name = `${owner}${key}`;
    if (!field?.type) {
      say(`field "${name}" has no type: build it with f.text(), f.money(), f.enum() ...`);
      continue;
    }
    if (!field.label) say(`field "${name}" has no label: pass a Chinese label as the first argument`);
    if ((SYSTEM_FIELDS as readonly string[]).includes(key)) say(`field "${name}" is added by the engine: remove it`);
    if (field.type === "enum" && !field.options?.length)
      say(`enum field "${name}" has no options: list { value, label } pairs`);
    for (const option of field.type === "enum" ? (field.options ?? []) : []) {
      const at = option.ahead && all[option.ahead.field];
      if (option.ahead && at?.type !== "date" && at?.type !== "datetime")
        say(
          `option "${option.value}" of "${name}" reads otherwise while "${option.ahead.field}" is ahead: name a date or datetime field beside it`,
        );
    }
    if ((field.type === "ref" || field.type === "refs") && !names.has(field.ref ?? ""))
      say(`field "${name}" refers to unknown resource "${field.ref}": use one of ${[...names].join(", ")}`);
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      say(`field "${name}" has min ${field.min} above max ${field.max}`);
    if (field.future && field.type !== "date" && field.type !== "datetime")
      say(`field "${name}" is a ${field.type}: only a date or datetime can be required in the future`);
    if (field.past && field.type !== "date" && field.type !== "datetime")
      say(`field "${name}" is a ${field.type}: only a date or datetime can be kept out of the future`);
    if (field.past && field.future) say(`field "${name}" is both past and future: no day is both`);
    for (const bound of ["after", "notBefore"] as const) {
      const other = field[bound];
      if (other === undefined) continue;
      const type = all[other]?.type;
      if (type !== "date" && type !== "datetime")
        say(`field "${name}" ${bound} "${other}" must name a date or datetime field beside it`);
      else if (field.type !== type)
        say(`field "${name}" is a ${field.type} but ${bound} "${other}" is a ${type}: compare fields of one type`);
    }
    if (field.when) {
      const other = all[field.when.field];
      if (other?.type !== "enum" && other?.type !== "bool")
        say(`field "${name}" applies when "${field.when.field}" holds a value: name an enum or bool field beside it`);
      else if (other.when)
        say(
          `field "${name}" applies when "${field.when.field}" does, which itself applies only sometimes: depend on a field that always applies`,
        );
      else if (other.type === "enum" && field.when.in.some((v) => !other.options!.some((o) => o.value === v)))
        say(
          `field "${name}" applies when "${field.when.field}" is ${field.when.in.join(" / ")}: use its options' values`,
        );
      if (field.type === "lines")
        say(`lines field "${name}" cannot apply only sometimes: put the condition on its line fields' row`);
    }
    if (field.pattern) {
      if (!["text", "textarea"].includes(field.type))
        say(`field "${name}" has a pattern but is a ${field.type}: only typed text has a shape`);
      else if (!field.pattern.message)
        say(`field "${name}" has a pattern without a message: say what the text must look like`);
      else {
        try {
          new RegExp(field.pattern.source);
        } catch {
          say(`field "${name}" pattern "${field.pattern.source}" is not a regular expression`);
        }
      }
    }
    if (field.type === "images" && (field.search || field.table))
      say(`images field "${name}" cannot be a table column or a search field: set table: false, search: false`);
    // its value is HTML: a cell or a search would read and match the tags, not the text
    if (field.type === "richtext" && (field.search || field.table))
      say(`richtext field "${name}" cannot be a table column or a search field: set table: false, search: false`);
    if (field.type === "regions" && field.search)
      say(
        `regions field "${name}" cannot be a search field: the list filters it by a code (\`?${name}=410000\`), the search form has no region control`,
      );
    if (field.type === "tags" && !isTagTree(field.tree))
      say(
        `tags field "${name}" picks from tree "${field.tree}", which is not one of TAG_TREES (src/core/tag-trees.ts)`,
      );
    if (field.type === "tags" && field.search)
      say(
        `tags field "${name}" cannot be a search field: the list filters it by a code (\`?${name}=quality.report\`), the search form has no tag control`,
      );
    if (field.brief && field.type !== "ref")
      say(`field "${name}" is brief but is a ${field.type}: only a ref shows the row it picked`);
    if (
      field.tree !== undefined &&
      field.type !== "tags" &&
      !(field.type === "text" && field.tree === MALL_CATEGORY_TREE)
    )
      say(
        `field "${name}" names a tree but is a ${field.type}: a tags field picks from a tag tree, a text from "${MALL_CATEGORY_TREE}" only`,
      );
    if (field.under !== undefined && (field.tree !== MALL_CATEGORY_TREE || all[field.under]?.type !== "enum"))
      say(
        `field "${name}" is narrowed by "${field.under}", which needs a text on "${MALL_CATEGORY_TREE}" and an enum field of that name`,
      );
    if (field.level !== undefined && field.type !== "regions" && field.type !== "place")
      say(`field "${name}" has a level but is a ${field.type}: only a regions or place field picks down to a level`);
    if (field.filled !== undefined && (field.type !== "picks" || !all[field.picks ?? ""]?.lines?.[field.filled]))
      say(
        `field "${name}" picks only lines with "${field.filled}" filled, which is not a line field of the lines it picks`,
      );
    if (field.type === "picks") {
      if (all[field.picks ?? ""]?.type !== "lines")
        say(`picks field "${name}" must name a lines field beside it, not "${field.picks}"`);
      // the form being filled has no saved lines to pick from: an action's form writes it
      if (!field.readonly) say(`picks field "${name}" must be readonly: an action's form picks the saved row's lines`);
    }
    if (field.type === "lines") {
      if (owner) say(`field "${name}": lines cannot hold lines; keep one level of child rows`);
      if (!Object.keys(field.lines ?? {}).length)
        say(`lines field "${name}" declares no line fields: f.lines("明细", { goodsName: f.text(...) })`);
      if (field.table || field.search)
        say(`lines field "${name}" cannot be a table column or a search field: set table: false, search: false`);
      for (const [k, child] of Object.entries(field.lines ?? {})) {
        // a line holds one picture (a banner), or points at rows (a floor's goods); galleries, files and picks stay on the row
        if (
          child?.type === "images" ||
          child?.type === "file" ||
          child?.type === "picks" ||
          child?.type === "richtext" ||
          child?.type === "regions" ||
          child?.type === "tags"
        )
          say(`line field "${name}.${k}" is a ${child.type}: a line holds typed values, one picture or refs`);
        if (
          (child?.type === "ref" || child?.type === "refs") &&
          (child.via !== undefined || child.unique !== undefined)
        )
          say(
            `line field "${name}.${k}" points at rows via an audience or uniquely: a line's ref picks the caller's own rows`,
          );
      }
      if (!owner) fieldSetProblems(field.lines ?? {}, names, say, `${key}.`);
    }
  }
}
