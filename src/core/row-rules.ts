/**
 * Four rules about a resource's rows that used to be written as server hooks, declared instead beside the fields
 * and applied by the engine on every create and edit (src/server/operations/row-rules.ts).
 */

/**
 * What of the caller `fromCaller` writes into a field: the enterprise it acts for (its id, its registered name), its
 * user's id, name or phone.
 */
export const CALLER_VALUES = ["enterpriseId", "enterpriseName", "userId", "userName", "userPhone"] as const;
export type CallerValue = (typeof CALLER_VALUES)[number];

export interface RowRules {
  /**
   * Fields no two of the tenant's rows may hold alike, together (a role's name within its enterprise): a second
   * answers 422 on the last field with `message`, held by a unique index on the tenant columns and the fields.
   * A rule across tenants or ignoring states is a `uniqueBy`.
   */
  unique?: { fields: string[]; message: string }[];
  /**
   * The row's number, written once on create: `<prefix><yyyymmdd><seq>` (RZ202611210001), the sequence counting
   * the day's numbers in `field` platform-wide. A prefix `{ field }` takes the value of that enum field (ZB or XJ),
   * its values sharing one sequence; a row whose prefix field changes keeps its sequence under the new prefix.
   */
  numbered?: { field: string; prefix: string | { field: string } };
  /** Fields the server fills from the caller on create (the enterprise's registered name), never from the payload. */
  fromCaller?: Record<string, CallerValue>;
  /**
   * A bool field at most one of the tenant's rows holds true (默认收货地点): marking a row clears it on the
   * others, and an import changes it only on the rows whose cell the file fills.
   */
  onePer?: { flag: string };
}
