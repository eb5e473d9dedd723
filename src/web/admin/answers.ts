import { resources } from "../../../resources";
import type { AudienceDef, Resource } from "../../core/define-resource";

/** Rows of another resource answering rows of this one, read by this one's owner (the quotes on a tender). */
export interface Answering {
  resource: Resource;
  name: string;
  audience: AudienceDef;
  /** The ref field of the answering rows that points at the answered row; none for a platform queue. */
  key?: string;
}

/** Every ownerOf audience whose ref points at `target`: what its detail screen lists below the row. */
export const answeringOf = (target: Resource): Answering[] =>
  resources.flatMap((r) =>
    Object.entries(r.audiences ?? {})
      .filter(([, a]) => a.ownerOf !== undefined && r.fields[a.ownerOf]!.ref === target.name)
      .map(([name, audience]) => ({ resource: r, name, audience, key: audience.ownerOf! })),
  );

/** Actions the audience runs on answering rows (中标 / 未中标), legal in `state`. */
export const audienceActions = (a: Answering, state: unknown) =>
  Object.entries(a.resource.actions ?? {}).filter(
    ([, x]) => x.by === a.name && x.from.includes(state as string | number),
  );

/** The fields of the answering resource this audience reads, in declaration order. */
export const audienceFields = (a: Answering) =>
  Object.entries(a.resource.fields).filter(([k]) => a.audience.fields.includes(k));

/**
 * What an answering row can be turned into by the reader (an awarded quote into an order): resources whose
 * ref reads these rows through this audience and that offer a create screen, with the rows they accept.
 */
export const madeFrom = (a: Answering) =>
  resources.flatMap((r) =>
    Object.entries(r.fields)
      .filter(([, f]) => f.ref === a.resource.name && f.via === a.name && r.endpoints.create)
      .map(([key, field]) => ({
        resource: r,
        key,
        accepts: (row: Record<string, unknown>) =>
          Object.entries(field.choices?.where ?? {}).every(([k, v]) => row[k] === v),
      })),
  );

/** How the reader's screens name the answering enterprise and when it answered (报价企业, 报价时间). */
export const partyOf = (a: Answering) => a.audience.party ?? { who: "企业", when: "提交时间" };
