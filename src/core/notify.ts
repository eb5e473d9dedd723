import type { Resource } from "./define-resource";

/**
 * Who a move's notice goes to, named from the row (docs/flows.md "Who is told"):
 * - `"owner"`: the row's own enterprise (an audit's outcome, a quote's award);
 * - `{ ref }`: the enterprise owning the row that ref field points to (a tender's owner, of a quote on it);
 * - `{ party }`: the enterprise in that server column (a buy intent's buyer);
 * - `{ user }`: the one person in that server column (a mall buyer's after-sale, whatever identity it acts as);
 * - `{ answers }`: every enterprise whose row of that resource answers this one (the suppliers quoting on a tender).
 */
export type NotifyTo = "owner" | { ref: string } | { party: string } | { user: string } | { answers: string };

/** The ref field of `answering` that points at rows of `answered` (a quote's tender): how its rows answer them. */
export const answerRefOf = (answering: Resource, answered: string): string | undefined =>
  Object.entries(answering.fields).find(([, f]) => f.type === "ref" && f.ref === answered)?.[0];

/** An in-site message (站内信) a move sends: to whom, its title and the page it links to. */
export interface NotifyDef {
  /** The other party, relative to the row; the row's own enterprise when left out. */
  to?: NotifyTo;
  /** Chinese; `{title}` is the row's title field, `{field}` any field of the row: `报价单「{title}」已中标`. */
  title: string;
  /**
   * The page, `:id` for the row and `:state` for its new state. Left out: the owner's detail screen, or for
   * `{ ref }` the page of the audience reading the row through that ref (the tender's owner reads the quote).
   */
  link?: string;
  /**
   * The menu a member of the recipient enterprise must hold to see the message (administrators see all). Left
   * out: the resource's menu for the owner, the referenced resource's for `{ ref }` (as its audience needs), the
   * answering resource's for `{ answers }` (who quotes hears of the tender), none for `{ party }` and `{ user }`
   * (the mall's own pages, open to every member).
   */
  menu?: string;
}

/** One notice or several, each to its own party (a tender closed by time: its owner, and the suppliers). */
export type Notify = NotifyDef | NotifyDef[];

const list = (n: Notify | undefined): NotifyDef[] => (n === undefined ? [] : Array.isArray(n) ? n : [n]);

/** The notices a move of `resource` sends: an action's, a timed move's, or one declared for a move made elsewhere. */
export function noticesOf(resource: Resource, move: string): NotifyDef[] {
  const action = resource.actions?.[move];
  if (action?.notify) return list(action.notify);
  const timed = resource.flow?.timed?.find((t) => t.name === move);
  if (timed?.notify) return list(timed.notify);
  return list(resource.notify?.[move]);
}

/** Every move name that declares notices, with them. */
export function declaredNotices(resource: Resource): [string, NotifyDef[]][] {
  const names = new Set([
    ...Object.keys(resource.actions ?? {}),
    ...(resource.flow?.timed ?? []).map((t) => t.name),
    ...Object.keys(resource.notify ?? {}),
  ]);
  return [...names].map((m) => [m, noticesOf(resource, m)] as [string, NotifyDef[]]).filter(([, n]) => n.length);
}

/**
 * The screen the notice links to, before `:id` is filled. `answering` finds a resource by name: an `{ answers }`
 * notice links to the recipient's own row of it.
 */
export function noticeLink(
  resource: Resource,
  n: NotifyDef,
  answering?: (name: string) => Resource | undefined,
): string | undefined {
  if (n.link) return n.link;
  const to = n.to ?? "owner";
  if (to === "owner") return resource.menu.screens?.show ?? resource.menu.path;
  if ("ref" in to) return Object.values(resource.audiences ?? {}).find((a) => a.ownerOf === to.ref)?.page;
  if ("answers" in to) {
    const by = answering?.(to.answers);
    return by && (by.menu.screens?.show ?? by.menu.path);
  }
  return undefined;
}

/** The menu the recipient's member must hold; `refMenu` reads the menu of the resource a ref points to. */
export function noticeMenu(resource: Resource, n: NotifyDef, refMenu: (resourceName: string) => string): string | null {
  if (n.menu) return n.menu;
  const to = n.to ?? "owner";
  if (to === "owner") return resource.menu.path;
  if ("ref" in to) return refMenu(resource.fields[to.ref]!.ref!);
  if ("answers" in to) return refMenu(to.answers);
  return null;
}

/** The title with `{title}` and `{field}` filled from the row, cut to what a message title holds. */
export function noticeTitle(resource: Resource, n: NotifyDef, row: Record<string, unknown>, max = 60): string {
  const filled = n.title.replace(/\{(\w+)\}/g, (_, k: string) =>
    String((k === "title" ? row[resource.titleField] : row[k]) ?? ""),
  );
  return filled.length > max ? `${filled.slice(0, max - 1)}…` : filled;
}

/**
 * Whether the resource's rows have a party besides their owner: a referenced row's owner hears of them
 * (`events.alsoTo`, an `ownerOf` audience) or a column names the other party (`events.party`). Every action of
 * such a resource, and every move time makes, is a hand-off that must tell someone.
 */
export const hasOtherParty = (r: Resource): boolean =>
  !!(r.events?.alsoTo || r.events?.party || Object.values(r.audiences ?? {}).some((a) => a.ownerOf));
