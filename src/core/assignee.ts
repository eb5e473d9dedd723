import type { AudienceDef, Resource } from "./define-resource";
import type { OwnerScreens } from "./user-rows";

/**
 * Rows waiting for one person of the enterprise that owns them, named per state (an approval waits for its first
 * approver, then its second): the reader is the user whose id the row holds in the server column `byState` names for
 * the row's current state, acting for the row's enterprise. No grant: being named on the row is the permission, and
 * the audience's `by` actions are that person's to run; once the row moves on to a state naming someone else (or
 * nobody), it is theirs, or gone from the list.
 */
export interface AssigneeDef {
  /** The server column naming the person each state waits for (`{ waiting1: "approver1UserId" }`). */
  byState: Record<string, string>;
  /** The assignee's screens (src/web/owner): its list at `path`, one row at `show`, inside `layout` (我的审批). */
  screens?: Omit<OwnerScreens, "create">;
}

/** The server columns an assignee audience names its people in, each once. */
export const assigneeColumns = (a: Pick<AudienceDef, "assignee">): string[] => [
  ...new Set(Object.values(a.assignee?.byState ?? {})),
];

/** What an assignee audience must say, as check-resources reports it: every state it reads names its person. */
export function assigneeProblems(r: Resource, at: string, a: AudienceDef, say: (problem: string) => void) {
  const x = a.assignee;
  if (!x) return;
  if (a.owner || a.person || a.ownerOf !== undefined || a.platform || a.inviteOnly !== undefined || a.anonymous)
    say(`${at} is read by the person each state names (assignee): it cannot also be read by anyone else`);
  if (a.create) say(`${at} is read by the person each state names: it creates nothing, drop create`);
  if (r.tenant !== "enterprise" && r.tenant !== "enterpriseSystem")
    say(
      `${at}: an assignee is a person of the enterprise owning the row: use tenant "enterprise" or "enterpriseSystem"`,
    );
  const states = new Set((a.states ?? []).map(String));
  for (const s of states)
    if (!(s in x.byState)) say(`${at} reads state "${s}" but byState names nobody for it: add ${s}: "<column>"`);
  for (const [s, column] of Object.entries(x.byState ?? {})) {
    if (!states.has(s)) say(`${at} byState names "${column}" for "${s}", which is not one of its states`);
    if (!/^[a-z][A-Za-z0-9]*$/.test(column ?? ""))
      say(`${at} byState.${s} "${column}" must be the server column holding the person's user id`);
    else if (r.fields?.[column])
      say(`${at} byState.${s} "${column}" is a field: who a row waits for is the server's to set, never a form's`);
  }
}
