/**
 * The outbound webhook events a resource's moves raise (docs/webhooks.md): `moves` maps a move's name (an
 * action, `create`, or a move made elsewhere and logged under that name, such as the mall's `save` of an order)
 * to the event type sent. The event goes to the row's enterprise and, with `alsoTo`, to the enterprise owning
 * the row that ref field points to (a tender's owner hears of a quote on it).
 */
export interface EventsDef {
  /** The group an enterprise's webhook setting subscribes to (推送事件). */
  kind: "tender" | "order";
  moves: Record<string, string>;
  alsoTo?: string;
  /**
   * A server column holding the enterprise of the row's other party (a mall order's buyer), which hears the
   * events with the row's fields as the row's enterprise does: the row is as much its own.
   */
  party?: string;
  /**
   * A resource whose rows answer these (a tender's quotes): the enterprises answering a row hear its events with
   * its id and state only, as an `alsoTo` enterprise does (a supplier hears its tender extended or closed).
   */
  answeredBy?: string;
}
