import { formFields, type Resource } from "../../src/core/define-resource";
import type { FieldDef } from "../../src/core/fields";
import { actionPaths } from "./action-paths";

/**
 * The control a field gets on a generated form (src/web/admin/field-input.tsx): chosen by its type, by a catalogue
 * to pick from, a tree, or, for lines, whether they answer another row's lines; a field the edit form disables is
 * one of its own kind.
 */
export function controlKind(f: FieldDef): string {
  const how = [f.pickFrom && "picked", f.tree && "tree", f.type === "lines" && (f.from ? "answering" : "free")];
  return [f.type, ...how.filter(Boolean)].join("+");
}

/** The kinds of control a resource's edit form holds, the fields it disables left out. */
export const editKinds = (r: Resource) =>
  new Set(
    formFields(r)
      .filter(([, f]) => !f.fixed)
      .map(([, f]) => controlKind(f)),
  );

/**
 * The resources whose edit screen the browser walk works: in the registry's order (every shard agrees), each that
 * brings a kind of control no earlier one did. What varies between two edit screens of one kind of control is their
 * fields and the server's answer, which the server suite round-trips for every resource (tests/server/crud.test.ts).
 */
export function browserEditors(all: readonly Resource[]): Set<string> {
  const seen = new Set<string>();
  const chosen = new Set<string>();
  for (const r of all.filter((x) => x.endpoints.update && x.endpoints.get)) {
    const fresh = [...editKinds(r)].filter((k) => !seen.has(k));
    if (!fresh.length) continue;
    for (const k of fresh) seen.add(k);
    chosen.add(r.name);
  }
  return chosen;
}

/**
 * How a move of the row's owner is asked in the browser: a button alone, a button and its popconfirm, or a dialog
 * with a form of those kinds of control (src/web/admin/action-button.tsx).
 */
export function moveKind(r: Resource, name: string): string {
  const a = r.actions![name]!;
  if (!a.form) return a.confirm ? "confirm" : "button";
  return `form ${Object.values(a.form).map(controlKind).sort().join(",")}`;
}

/** One move of one resource: `goods onSale`. */
export const moveId = (r: Resource, name: string) => `${r.name} ${name}`;

/**
 * The owner's moves the browser walk makes through their buttons: of each kind, the first met on the walk's runs of
 * actions in the registry's order; the rest of a run is made through the API, as the row's owner would by another
 * screen, and the walk still shows every run's last state on the detail screen. Another party's moves (an audit, the
 * supplier's acceptance) are hand-offs, each made through its buttons wherever it is.
 */
export function browserMoves(all: readonly Resource[]): Set<string> {
  const seen = new Set<string>();
  const chosen = new Set<string>();
  for (const r of all)
    for (const path of actionPaths(r))
      for (const name of path) {
        if (r.actions![name]!.by !== undefined) continue;
        const kind = moveKind(r, name);
        if (seen.has(kind)) continue;
        seen.add(kind);
        chosen.add(moveId(r, name));
      }
  return chosen;
}
