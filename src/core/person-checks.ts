import type { AudienceDef, Resource } from "./define-resource";

/**
 * The problems of a person audience (an invitation read by the person invited), each naming the fix: the person is
 * found by a server column, not a field anyone fills, and the page the person answers on is a personal page.
 */
export function personProblems(r: Resource, at: string, a: AudienceDef, say: (msg: string) => void) {
  const p = a.person;
  if (!p) return;
  if (!/^[a-z][A-Za-z0-9]*$/.test(p.column ?? ""))
    say(`${at} person.column "${p.column}" must be the server column holding the person's user id, such as "userId"`);
  else if (r.fields?.[p.column])
    say(`${at} person.column "${p.column}" is a field: the person must be the server's to set, never a form's`);
  const phone = r.fields?.[p.phone];
  if (phone?.type !== "phone")
    say(`${at} person.phone "${p.phone}" must name a phone field of ${r.name}: the person is the account holding it`);
  // an account is named by a mobile (registration takes no other): a landline there names nobody who can answer
  else if (!phone.mobile)
    say(
      `${at} person.phone "${p.phone}" must be declared { mobile: true }: the person is the account registered with that mobile`,
    );
  if (!p.prompt)
    say(`${at} person.prompt is empty: name the dialog the person meets after logging in, such as "企业邀请"`);
  if (!p.path?.startsWith("/personal/"))
    say(`${at} person.path "${p.path}" must lie in the personal centre, /personal/...`);
  if (a.ownerOf !== undefined || a.platform || a.anonymous)
    say(`${at} is read by one person: it cannot also be read by an owner, the platform or anyone`);
}
