/** The /api-docs page's view of an OpenAPI document: groups of calls, each with its fields as table rows. */

type Schema = Record<string, any>;

export interface FieldRow {
  name: string;
  /** Where it travels: 查询, 请求体, 路径, 请求头, 表单. */
  where: string;
  type: string;
  required: boolean;
  description: string;
}

export interface CallView {
  key: string;
  method: string;
  path: string;
  summary: string;
  access: string;
  login: boolean;
  /** Where the payload is explained when the document has no field list for it. */
  note?: string;
  request: FieldRow[];
  /** Fields of `data` in a success answer; empty when it is free-form or a file. */
  answer: FieldRow[];
  /** What a success answers when it is not the JSON envelope (a file, an event stream). */
  answerType?: string;
  failures: { status: string; description: string }[];
}

export interface Reference {
  title: string;
  description: string;
  groups: { name: string; description?: string; calls: CallView[] }[];
}

const WHERE: Record<string, string> = { query: "查询", path: "路径", header: "请求头" };

/** `string ≤40`, `integer[]`, `integer 1=上架，2=下架`: what a value is, in one short line. */
export function typeText(s: Schema | undefined): string {
  if (!s) return "任意";
  const base =
    s.type === "array"
      ? `${typeText(s.items).split(" ")[0]}[]`
      : s.format
        ? `${s.type} (${s.format})`
        : (s.type ?? "任意");
  const limits = [
    s.minLength !== undefined && `≥${s.minLength}字`,
    s.maxLength !== undefined && `≤${s.maxLength}字`,
    s.minimum !== undefined && `≥${s.minimum}`,
    s.maximum !== undefined && `≤${s.maximum}`,
    s.maxItems !== undefined && `最多${s.maxItems}项`,
  ].filter(Boolean);
  return [base, ...limits].join(" ");
}

function fieldsOf(schema: Schema | undefined, where: string): FieldRow[] {
  const props: Record<string, Schema> = schema?.properties ?? {};
  const required = new Set<string>(schema?.required ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    where,
    type: typeText(s),
    required: required.has(name),
    description: [s.title, s.description].filter(Boolean).join("：") || "",
  }));
}

function resolve(doc: Schema, x: Schema): Schema {
  if (!x?.$ref) return x;
  return String(x.$ref)
    .replace(/^#\//, "")
    .split("/")
    .reduce<Schema>((at, k) => at?.[k], doc);
}

function callOf(doc: Schema, method: string, path: string, op: Schema): CallView {
  const params: FieldRow[] = (op.parameters ?? []).map((p: Schema) => {
    const r = resolve(doc, p);
    return {
      name: r.name,
      where: WHERE[r.in] ?? r.in,
      type: typeText(r.schema),
      required: !!r.required,
      description: r.description ?? r.schema?.description ?? "",
    };
  });
  const content = op.requestBody?.content ?? {};
  const body = content["application/json"]
    ? fieldsOf(content["application/json"].schema, "请求体")
    : content["multipart/form-data"]
      ? fieldsOf(content["multipart/form-data"].schema, "表单")
      : [];
  const ok = op.responses?.["200"]?.content ?? {};
  const json = ok["application/json"]?.schema;
  const data = json?.allOf?.[1]?.properties?.data;
  const listed = data?.properties?.list?.items;
  const answer = listed ? [...fieldsOf(data, "data"), ...fieldsOf(listed, "data.list[]")] : fieldsOf(data, "data");
  const kind = Object.keys(ok)[0];
  return {
    key: `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? "",
    access: op["x-access"] ?? "",
    login: !!op["x-login"],
    ...(op["x-note"] ? { note: op["x-note"] } : {}),
    request: [...params, ...body],
    answer: answer.filter((f) => f.where !== "data" || !listed || f.name !== "list"),
    ...(kind && kind !== "application/json" ? { answerType: kind } : json?.allOf ? {} : { answerType: kind }),
    failures: Object.entries(op.responses ?? {})
      .filter(([status]) => status !== "200")
      .map(([status, r]) => ({ status, description: resolve(doc, r as Schema)?.description ?? "" })),
  };
}

/** The document as groups of calls in its own order, its tags first to last. */
export function referenceOf(doc: Schema): Reference {
  const calls: (CallView & { tag: string })[] = Object.entries(doc.paths ?? {}).flatMap(([path, byMethod]) =>
    Object.entries(byMethod as Record<string, Schema>).map(([method, op]) => ({
      ...callOf(doc, method, path, op),
      tag: op.tags?.[0] ?? "其他",
    })),
  );
  const notes = new Map<string, string | undefined>((doc.tags ?? []).map((t: Schema) => [t.name, t.description]));
  const names: string[] = [...notes.keys(), ...calls.map((c) => c.tag)];
  return {
    title: doc.info?.title ?? "API",
    description: doc.info?.description ?? "",
    groups: [...new Set(names)]
      .map((name) => ({ name, description: notes.get(name), calls: calls.filter((c) => c.tag === name) }))
      .filter((g) => g.calls.length),
  };
}

/** The calls whose summary, path or group holds every word typed. */
export function filterReference(ref: Reference, query: string): Reference {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return ref;
  const hit = (g: string, c: CallView) =>
    words.every((w) => `${g} ${c.summary} ${c.path} ${c.method}`.toLowerCase().includes(w));
  return {
    ...ref,
    groups: ref.groups
      .map((g) => ({ ...g, calls: g.calls.filter((c) => hit(g.name, c)) }))
      .filter((g) => g.calls.length),
  };
}
