import { inArray, sql } from "drizzle-orm";
import type { Resource } from "../../core/define-resource";
import type { Registry } from "../../core/registry";
import { answerRefOf, noticeLink, noticeMenu, noticesOf, noticeTitle, type NotifyDef } from "../../core/notify";
import type { Exec } from "../db/client";
import { insertRows } from "../db/insert-rows";
import { enterpriseMessages } from "../db/schema";
import { col, tableOf, type Row } from "./context";
import type { MoveNote } from "./moves";

/** The NOTIFY channel of new messages; its payload names the recipient (`e:<enterprise>` or `u:<user>`), listeners count the rest. */
export const MESSAGE_CHANNEL = "enterprise_messages";

export type Message = typeof enterpriseMessages.$inferInsert;

/** One move of one row as its log has it: who made it (user 0 is the platform) and what its form said. */
export interface Announced {
  resource: string;
  move: string;
  rowId: number;
  note?: MoveNote | null;
  userId: number;
  enterpriseId: number;
  toState?: string | null;
  createdAt?: Date;
}

const bodyOf = (note: MoveNote | null | undefined) =>
  Object.values(note ?? {})
    .map((n) => `${n.label}：${String(n.value ?? "")}`)
    .join("\n") || null;

/** Who a row's notice reaches: the parties it names, by enterprise, or one person. */
interface Lookups {
  /** The enterprise owning the row a ref field of this row points at. */
  refOwner: (ref: string, id: number) => number | undefined;
  /** The rows of `resource` answering the row `id` (the quotes on a tender), each with its enterprise. */
  answers: (resource: string, id: number) => Answer[];
  /** The app's resources, which links and menus of referenced rows are found in. */
  registry: Registry;
}

export interface Answer {
  id: number;
  enterpriseId: number;
}

/** Who a notice reaches, and the row its link opens for them (their own quote, for the suppliers of a tender). */
function recipientsOf(
  n: NotifyDef,
  row: Row,
  look: Lookups,
): { enterpriseId: number; userId: number | null; linkId: number }[] {
  const to = n.to ?? "owner";
  const party = (enterpriseId: number | undefined, linkId = Number(row.id)) => ({
    enterpriseId: enterpriseId ?? 0,
    userId: null,
    linkId,
  });
  if (to === "owner") return [party(Number(row.enterpriseId))];
  if ("ref" in to) return [party(look.refOwner(to.ref, Number(row[to.ref])))];
  if ("party" in to) return [party(Number(row[to.party] ?? 0))];
  if ("answers" in to) return look.answers(to.answers, Number(row.id)).map((a) => party(a.enterpriseId, a.id));
  return [{ enterpriseId: 0, userId: Number(row[to.user] ?? 0) || null, linkId: Number(row.id) }];
}

/**
 * The messages one move of a row sends, to the parties its notices name, never to the enterprise (or person)
 * that made it: a move the platform made (user 0) tells the row's own enterprise too.
 */
export function messagesOf(r: Resource, m: Announced, row: Row, look: Lookups, systemId?: number): Message[] {
  const byPlatform = m.userId === 0;
  return noticesOf(r, m.move).flatMap((n) =>
    recipientsOf(n, row, look).flatMap(({ enterpriseId, userId, linkId }) => {
      if (userId === null && !(enterpriseId > 0)) return [];
      if (userId !== null && userId === m.userId) return [];
      if (userId === null && !byPlatform && enterpriseId === m.enterpriseId) return [];
      const link = noticeLink(r, n, look.registry.byName)
        ?.replace(":id", String(linkId))
        .replace(":state", String(m.toState ?? (r.flow ? row[r.flow.field] : "")));
      return [
        {
          enterpriseId: userId === null ? enterpriseId : 0,
          userId,
          systemId: Number(row.systemId ?? systemId ?? 0),
          title: noticeTitle(r, n, row),
          body: bodyOf(m.note),
          link: link ?? null,
          menu: userId === null ? noticeMenu(r, n, (name) => look.registry.byName(name).menu.path) : null,
          resource: r.name,
          rowId: row.id,
          ...(m.createdAt ? { createdAt: m.createdAt } : {}),
        },
      ];
    }),
  );
}

/** The enterprise owning each row of `resource` with these ids. */
export async function refOwners(tx: Exec, resource: Resource, ids: number[]): Promise<Map<number, number>> {
  const table = tableOf(resource);
  const found = [...new Set(ids.filter(Number.isFinite))];
  if (!found.length) return new Map();
  const rows = await tx
    .select({ id: col(table, "id"), enterpriseId: col(table, "enterpriseId") })
    .from(table)
    .where(inArray(col(table, "id"), found));
  return new Map(rows.map((r) => [Number(r.id), Number(r.enterpriseId)]));
}

/** The rows of `answering` answering each of the rows `ids` of `answered`, one per enterprise (its latest). */
export async function answersOf(
  tx: Exec,
  by: Resource,
  answered: Resource,
  ids: number[],
): Promise<Map<number, Answer[]>> {
  const table = tableOf(by);
  const ref = col(table, answerRefOf(by, answered.name)!);
  const rows = await tx
    .select({ id: col(table, "id"), answered: ref, enterpriseId: col(table, "enterpriseId") })
    .from(table)
    .where(inArray(ref, ids))
    .orderBy(col(table, "id"));
  const out = new Map<number, Map<number, Answer>>();
  for (const row of rows)
    (out.get(Number(row.answered)) ?? out.set(Number(row.answered), new Map()).get(Number(row.answered))!).set(
      Number(row.enterpriseId),
      { id: Number(row.id), enterpriseId: Number(row.enterpriseId) },
    );
  return new Map([...out].map(([id, byParty]) => [id, [...byParty.values()]]));
}

/** The messages of moves of one resource's rows, with the referenced rows' owners and the answers read once each. */
export async function messagesOfMoves(
  tx: Exec,
  registry: Registry,
  r: Resource,
  moves: Announced[],
  rows: Row[],
  systemId?: number,
): Promise<Message[]> {
  const targets = moves
    .flatMap((m) => noticesOf(r, m.move).map((n) => n.to))
    .filter((to) => to !== undefined && typeof to === "object");
  const owners = new Map<string, Map<number, number>>();
  const answers = new Map<string, Map<number, Answer[]>>();
  for (const to of targets) {
    if ("ref" in to && !owners.has(to.ref))
      owners.set(
        to.ref,
        await refOwners(
          tx,
          registry.byName(r.fields[to.ref]!.ref!),
          rows.map((row) => Number(row[to.ref])),
        ),
      );
    if ("answers" in to && !answers.has(to.answers))
      answers.set(
        to.answers,
        await answersOf(
          tx,
          registry.byName(to.answers),
          r,
          rows.map((row) => Number(row.id)),
        ),
      );
  }
  const look: Lookups = {
    refOwner: (ref, id) => owners.get(ref)?.get(id),
    answers: (name, id) => answers.get(name)?.get(id) ?? [],
    registry,
  };
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return moves.flatMap((m) => {
    const row = byId.get(m.rowId);
    return row ? messagesOf(r, m, row, look, systemId) : [];
  });
}

/** Writes messages and wakes every process's open streams of their recipients (heard once the move commits). */
export async function sendMessages(tx: Exec, messages: Message[]): Promise<void> {
  if (!messages.length) return;
  await insertRows(tx, enterpriseMessages, messages);
  const to = new Set(messages.map((m) => (m.userId ? `u:${m.userId}` : `e:${m.enterpriseId}`)));
  for (const key of to) await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${key})`);
}

/**
 * Tells the parties of moves what happened, as the moves' resources declare (`notify`), in the moves'
 * transaction. `rows`, when the caller holds them as the moves left them, spare reading them again.
 */
export async function announce(
  tx: Exec,
  registry: Registry,
  moves: Announced[],
  rows?: Row[],
  systemId?: number,
): Promise<void> {
  const groups = new Map<string, Announced[]>();
  for (const m of moves)
    if (noticesOf(registry.byName(m.resource), m.move).length)
      (groups.get(m.resource) ?? groups.set(m.resource, []).get(m.resource)!).push(m);
  for (const [name, group] of groups) {
    const r = registry.byName(name);
    const ids = group.map((m) => m.rowId);
    const held = rows?.filter((row) => ids.includes(Number(row.id)));
    const found =
      held && held.length === new Set(ids).size
        ? held
        : ((await tx
            .select()
            .from(tableOf(r))
            .where(inArray(col(tableOf(r), "id"), ids))) as Row[]);
    await sendMessages(tx, await messagesOfMoves(tx, registry, r, group, found, systemId));
  }
}
