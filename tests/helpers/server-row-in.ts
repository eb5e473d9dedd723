import { expect } from "vitest";
import type { Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";
import { validActionForm } from "./field-values";
import { isTimed, passTime } from "./pass-time";
import { actorFor } from "./server-actors";
import { refIdsFor } from "./server-refs";
import { personValues } from "./server-person";
import { samplePayload } from "./server-samples";
import { withRoom } from "./open-room";
import { roomFor } from "./single-room";
import { STATE_MAKERS } from "./state-makers";
import type { CallOptions, TestApp } from "./server-app";

/** A row made through the resource's create endpoint: its id, the refs it was made with, and who made it. */
export interface MadeRow {
  id: number;
  refIds: Record<string, number>;
  maker: CallOptions;
}

/**
 * A fresh row of the caller's enterprise (or of whoever has room for it), moved by the shortest run of actions
 * to `state`: an action run by an audience (an award) by that audience's reader, a move time makes (已截止) by
 * letting that time pass for this row.
 */
export async function rowInState(
  t: TestApp,
  r: Resource,
  state: string | number,
  asked: CallOptions,
  values: Record<string, unknown> = {},
): Promise<MadeRow> {
  // a state reached by what is done elsewhere (a statement paid off), as users reach it
  const special = STATE_MAKERS[r.name]?.[String(state)];
  if (special) return special.make(t);
  const maker = await roomFor(t, r, asked);
  const refIds = await refIdsFor(t, r, maker);
  const made = await t.call(
    r.name,
    "create",
    await withRoom(t, r, { ...samplePayload(r, refIds), ...(await personValues(t, r)), ...values }, maker),
    maker,
  );
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  for (const step of routeTo(r, r.flow!.initial, state, true)!) {
    if (isTimed(r, step)) {
      await passTime(t, r, step, id);
      continue;
    }
    const form = validActionForm(r.actions![step]!.form);
    const moved = await t.call(r.name, step, { id, ...form }, await actorFor(t, r, step, refIds, maker, id));
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { id, refIds, maker };
}
