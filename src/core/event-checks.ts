import type { ResourceCheck } from "./resource-check";

/** A webhook event type: `order.paid`, `tender.quote.submitted`. */
const EVENT_TYPE = /^[a-z]+(\.[a-z_]+)+$/;

/** Events have dotted types and reach enterprises through ref fields. */
export const eventProblems: ResourceCheck = (r, all, say) => {
  for (const [move, type] of Object.entries(r.events?.moves ?? {})) {
    if (!EVENT_TYPE.test(type))
      say(
        `events: move "${move}" sends "${type}": an event type is lower-case words joined by dots, such as "order.paid"`,
      );
  }
  if (r.events?.alsoTo !== undefined && r.fields?.[r.events.alsoTo]?.type !== "ref")
    say(`events.alsoTo "${r.events.alsoTo}" must name a ref field, whose row's enterprise hears the events too`);
  if (
    r.events?.answeredBy !== undefined &&
    !Object.values(all.get(r.events.answeredBy)?.fields ?? {}).some((f) => f.type === "ref" && f.ref === r.name)
  )
    say(
      `events.answeredBy "${r.events.answeredBy}" must name a resource with a ref field to ${r.name}, whose rows' enterprises hear the events too`,
    );
};
