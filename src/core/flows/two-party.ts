import type { ActionDef } from "../define-resource";

/** One move of a machine that two parties share (an order, an after-sale): who makes it, from where, to where. */
export interface PartyMove {
  action: string;
  from: string | readonly string[];
  to: string;
  by: string;
  label: string;
  /** Row values the move also needs (an after-sale's kind). */
  when?: Record<string, (string | number)[]>;
  /** The refusal when the state fits but `when` does not hold. */
  whenMessage?: string;
}

/**
 * The resource actions of one party, read from its machine's table so that the table stays the one place the
 * moves are written: `extra` says what the table does not (endpoint, button, form, confirm).
 */
export function partyActions(
  flow: readonly PartyMove[],
  by: string,
  extra: Record<string, Omit<ActionDef, "label" | "from" | "to" | "when" | "whenMessage">>,
): Record<string, ActionDef> {
  return Object.fromEntries(
    Object.entries(extra).map(([name, rest]) => {
      const moves = flow.filter((m) => m.action === name && m.by === by);
      if (!moves.length) throw new Error(`no move "${name}" by ${by} in the flow`);
      const to = new Set(moves.map((m) => m.to));
      if (to.size > 1) throw new Error(`move "${name}" by ${by} leads to several states`);
      const from = [...new Set(moves.flatMap((m) => (typeof m.from === "string" ? [m.from] : [...m.from])))];
      const { when, whenMessage } = moves[0]!;
      return [
        name,
        {
          ...rest,
          label: moves[0]!.label,
          from,
          to: moves[0]!.to,
          ...(when ? { when } : {}),
          ...(whenMessage ? { whenMessage } : {}),
        },
      ];
    }),
  );
}
