import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** A selected field as drizzle lists it for a query: where it goes in the row object, and what reads it. */
export type SelectedField = { path: string[]; field: unknown };
type RowFunction = (r: unknown[], d: Decoder[]) => unknown;
type Tree = Map<string, number | Tree>;

/** The decoder drizzle would use for a field (drizzle-orm/utils.js, mapResultRow). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/** The decoders that hand the driver's value back unchanged (text, plain SQL): read without a call. */
const identity = new Set<unknown>([Column.prototype.mapFromDriverValue, decoderOf(new SQL([])).mapFromDriverValue]);

function literal(tree: Tree, plain: boolean[]): string {
  const props = [...tree].map(([key, at]) => {
    if (typeof at !== "number") return `${JSON.stringify(key)}: ${literal(at, plain)}`;
    return `${JSON.stringify(key)}: ${plain[at] ? `r[${at}]` : `(r[${at}] === null ? null : d[${at}].mapFromDriverValue(r[${at}]))`}`;
  });
  return `{ ${props.join(", ")} }`;
}

/**
 * drizzle's rule for a joined table: an object of one table's columns whose first column is null is that table
 * missing, and is null unless the join cannot miss. Answers the objects that may be nulled, with that first column.
 */
function nullableObjects(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): [string, number][] {
  if (!joinsNotNullableMap) return [];
  const groups = new Map<string, { first: number; table: string | false }>();
  fields.forEach(({ path, field }, at) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName((field as unknown as { table: Parameters<typeof getTableName>[0] }).table);
    const group = groups.get(path[0]!);
    if (!group) groups.set(path[0]!, { first: at, table });
    else if (group.table !== table) group.table = false;
  });
  return [...groups]
    .filter(([, g]) => g.table !== false && !joinsNotNullableMap[g.table])
    .map(([name, g]) => [name, g.first]);
}

function compile(fields: SelectedField[], plain: boolean[], nullable: [string, number][]): RowFunction {
  const tree: Tree = new Map();
  fields.forEach(({ path }, at) => {
    let node = tree;
    for (const chunk of path.slice(0, -1)) {
      let next = node.get(chunk);
      if (typeof next !== "object") node.set(chunk, (next = new Map()));
      node = next;
    }
    node.set(path[path.length - 1]!, at);
  });
  const nulls = nullable
    .map(([name, first]) => `if (r[${first}] === null) o[${JSON.stringify(name)}] = null;`)
    .join(" ");
  return new Function("r", "d", `const o = ${literal(tree, plain)}; ${nulls} return o;`) as RowFunction;
}

// one function per shape of selection (its paths, which fields decode, which objects may be null), for the process;
// selections are written in the code, never made from a request, so their shapes are few
const compiled = new Map<string, RowFunction>();

/**
 * Maps a select's rows (array mode) to objects as drizzle's mapResultRow does — the same values, keys in the same
 * order, a left-joined table with no match as null — through one function written per shape of selection, instead
 * of working out every cell's decoder and path again for every row. Every object of one selection has one shape,
 * which also serializes faster. drizzle's mapping of a list page's 20 rows × 27 columns was a tenth of the server's
 * time (bench/profile.ts --only list).
 */
export function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (rows: unknown[][]) => unknown[] {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const plain = decoders.map((d) => identity.has(d.mapFromDriverValue));
  const nullable = nullableObjects(fields, joinsNotNullableMap);
  const key = `${fields.map(({ path }, at) => `${path.join("\u0001")}${plain[at] ? "" : "\u0002"}`).join("\u0000")}\u0003${nullable.join("\u0000")}`;
  let row = compiled.get(key);
  if (!row) compiled.set(key, (row = compile(fields, plain, nullable)));
  const mapRow = row;
  return (rows) => {
    const out = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = mapRow(rows[i]!, decoders);
    return out;
  };
}

/** What drizzle keeps of a statement it prepared: the selection, its joins, and a mapper of its own if it has one. */
type PreparedQuery = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
type Session = { prepareQuery(...args: unknown[]): PreparedQuery };

/**
 * Has every statement the sessions of a driver prepare (a select or a returning, built per call or prepared once)
 * map its rows through `rowMapper`. drizzle sets a select's joins after preparing it, so the mapper is made on the
 * first execute; a prepared statement keeps it. A statement with its own mapper (relational queries) keeps that.
 * tests/server/row-mapper.test.ts fails if a drizzle upgrade moves these fields.
 */
export function mapRowsFast(sessionClass: { prototype: Session }): void {
  const prepare = sessionClass.prototype.prepareQuery;
  if ((prepare as { fast?: true }).fast) return;
  const fast = function (this: Session, ...args: unknown[]) {
    const query = prepare.apply(this, args);
    if (query.fields && !query.customResultMapper) {
      let map: ((rows: unknown[][]) => unknown[]) | undefined;
      query.customResultMapper = (rows) => (map ??= rowMapper(query.fields!, query.joinsNotNullableMap))(rows);
    }
    return query;
  };
  sessionClass.prototype.prepareQuery = Object.assign(fast, { fast: true as const });
}
