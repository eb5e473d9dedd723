import type { AudienceDef, MenuDef, Resource } from "./define-resource";

/**
 * Rows another enterprise is a party to (a seller's statement to its buyer): the enterprise whose id the row holds in
 * `partyOf` reads the row and runs the audience's `by` actions (确认, 提出异议), as itself, with a menu of its own
 * (`menu`, its path the grant) on its own console. The owning tenant keeps the row and its CRUD endpoints; any other
 * enterprise finds the row missing.
 */
export type PartyMenu = Pick<MenuDef, "path" | "shell" | "order" | "group" | "label">;

/**
 * The menu entries partyOf audiences add to other enterprises' consoles, each a permission of its own, with the button
 * codes of the moves the party runs there: both are offered where the party's shell is, whichever shell keeps the rows.
 */
export const partyMenus = (r: Resource): (PartyMenu & { buttons: string[] })[] =>
  Object.entries(r.audiences ?? {}).flatMap(([name, a]) =>
    a.partyOf !== undefined && a.menu
      ? [
          {
            ...a.menu,
            buttons: Object.values(r.actions ?? {}).flatMap((x) => (x.by === name && x.button ? [x.button] : [])),
          },
        ]
      : [],
  );

/** What a partyOf audience must say, as check-resources reports it: a whole-number column naming the party, a menu. */
export function partyProblems(r: Resource, at: string, a: AudienceDef, say: (problem: string) => void) {
  if (a.partyOf === undefined) {
    if (a.menu) say(`${at} has a menu but no partyOf: only the enterprise a row names reads it from a menu of its own`);
    return;
  }
  if (a.owner || a.person || a.assignee || a.ownerOf !== undefined || a.platform || a.inviteOnly !== undefined)
    say(`${at} is read by the enterprise "${a.partyOf}" names (partyOf): it cannot also be read by anyone else`);
  if (a.anonymous) say(`${at} is read by the enterprise "${a.partyOf}" names: it cannot be anonymous`);
  if (a.create) say(`${at} is read by the enterprise "${a.partyOf}" names: it creates nothing, drop create`);
  if (r.tenant !== "enterprise" && r.tenant !== "enterpriseSystem")
    say(`${at}: a party is another enterprise than the row's owner: use tenant "enterprise" or "enterpriseSystem"`);
  const field = r.fields?.[a.partyOf];
  if (field && field.type !== "int")
    say(`${at} partyOf "${a.partyOf}" is a ${field.type} field: name a whole-number column holding an enterprise id`);
  if (!field && !/^[a-z][A-Za-z0-9]*EnterpriseId$/.test(a.partyOf))
    say(`${at} partyOf "${a.partyOf}" is no field: name an int field or a server column ending in EnterpriseId`);
  if (!a.menu) say(`${at} needs a menu: the party's console entry, whose path its roles are granted`);
  else if (!a.menu.path?.startsWith("/") || a.menu.path === r.menu?.path)
    say(`${at} menu path "${a.menu.path}" must be a route of its own, not the owner's list`);
}
