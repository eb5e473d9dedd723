import type { Resource } from "./define-resource";

const dated = (r: Resource | undefined, key: string) =>
  r?.fields?.[key]?.type === "datetime" || r?.fields?.[key]?.type === "date";

/**
 * The problems of a resource's moves time makes (flow.timed) and of its actions' `later` fields, each naming the
 * fix. `check` says when a state is not one of the flow's.
 */
export function timedProblems(
  r: Resource,
  all: Map<string, Resource>,
  check: (state: string | number, where: string) => void,
  say: (msg: string) => void,
) {
  const names = new Set<string>();
  for (const t of r.flow?.timed ?? []) {
    const at = `flow.timed "${t.name}"`;
    if (!/^[a-z][A-Za-z0-9]*$/.test(t.name ?? "")) say(`${at}: name it in camelCase, like "close"`);
    if (names.has(t.name)) say(`${at} is declared twice`);
    names.add(t.name);
    if (r.actions?.[t.name])
      say(`${at} has the name of an action: the log and the webhook events tell moves apart by name`);
    if (!t.label) say(`${at} has no label: the timeline shows it, such as label: "报价截止"`);
    let owner: Resource | undefined = r;
    if (t.via !== undefined) {
      const via = r.fields?.[t.via];
      owner = via?.type === "ref" ? all.get(via.ref!) : undefined;
      if (!owner) say(`${at} goes via "${t.via}", which is not a ref field of ${r.name}`);
    }
    if (owner && !dated(owner, t.field)) say(`${at}: "${t.field}" must be a date or datetime field of ${owner.name}`);
    if (!t.from?.length) say(`${at} moves from no state: list the states time ends`);
    t.from?.forEach((s) => check(s, `${at} from`));
    check(t.to, `${at} to`);
    if (t.from?.includes(t.to)) say(`${at} moves "${t.to}" to itself`);
  }
  for (const [name, a] of Object.entries(r.actions ?? {})) {
    for (const key of a.later ?? []) {
      if (r.fields?.[key]?.type !== "datetime" || a.form?.[key]?.type !== "datetime") {
        say(
          `action "${name}" wants "${key}" later, but it is not a datetime field of both the resource and the action's form`,
        );
      }
    }
  }
}
