import type { AssigneeDef } from "./assignee";
import type { EndpointDef } from "./endpoint";
import type { PartyMenu } from "./party";
import type { AudienceCreateDef, OwnerDef } from "./user-rows";

/**
 * Readers beyond the owning tenant: the rows in `states` of the caller's portal, read through the
 * audience's own list and detail endpoints, showing only `fields`. A published tender is read this way by
 * suppliers (and by anyone on the public procurement pages) while its owner keeps the CRUD endpoints.
 */
export interface AudienceDef {
  /** Who reads, in Chinese (供应商). */
  label: string;
  /**
   * Its reads; `log`, one row's moves (处理记录), and `exportRow`, one row with its lines as xlsx (对账单下载), for
   * whoever reads the row.
   */
  endpoints: { list: EndpointDef; get: EndpointDef; log?: EndpointDef; exportRow?: EndpointDef };
  /** Flow states a row must be in to be read; other rows answer 404 as if missing. */
  states: (string | number)[];
  /** Other values a row must hold to be read (`{ role: [2] }`: only supplier certifications make the directory). */
  where?: Record<string, (string | number)[]>;
  /**
   * A `refs` field that, when it lists any row, limits the readers to the enterprises owning those rows (and
   * the row's own enterprise): a tender invited to chosen suppliers is invisible to every other supplier, and
   * to anonymous visitors. A row listing none is read by the whole audience.
   */
  inviteOnly?: string;
  /** The only fields sent (with id and timestamps); anything else never leaves the server. */
  fields: string[];
  /** Readable without logging in (public portal pages); otherwise a session is needed. */
  anonymous?: boolean;
  /** The public page of one row, `:id` for its id; the owner's detail screen shows its QR code. */
  page?: string;
  /**
   * Rows read by the enterprise owning the row a ref field points to, instead of by the portal: a tender's
   * owner reads the quotes on its tenders. The reader acts for that enterprise and needs the target's menu.
   */
  ownerOf?: string;
  /** Fields kept from this audience until the referenced row opens them: a tender's prices until its deadline. */
  sealed?: SealDef;
  /**
   * How an ownerOf reader's list names the enterprise that answered and when (报价企业, 报价时间); `certified`, a
   * certification kind (1 采购商, 2 供应商), adds whether that enterprise holds an approved one on the portal, as
   * the server-computed `certified` of each row (已认证 / 未认证), never a value anyone writes.
   */
  party?: { who: string; when: string; certified?: 1 | 2 };
  /** An ownerOf reader's list adds the answers' lines side by side, lowest price marked (比价表). */
  compare?: boolean;
  /**
   * Read by the platform operator (an enterprise marked as the platform), on its console at `path` under the
   * menu group `group`, instead of by the portal: the queue of applications it audits.
   */
  platform?: { path: string; label: string; group: string };
  /**
   * Read by one person rather than an enterprise: the user whose id the row holds in server column `column` (an
   * invitation names the person invited), set by the engine to the account holding the phone in field `phone`, now
   * or when that phone registers. No grant and no portal limit: the person's own rows, whatever enterprise the
   * person acts for now. Its states are the ones waiting for the person's answer: after logging in, the person meets
   * a dialog titled `prompt` while the audience reads any row; the rows also show on the personal page `path`.
   */
  person?: { column: string; phone: string; prompt: string; path: string };
  /** Read by the person who made the row through `create`, as its owner (src/core/user-rows.ts). */
  owner?: OwnerDef;
  /** Read by the person the row names for its current state, of its own enterprise (src/core/assignee.ts). */
  assignee?: AssigneeDef;
  /**
   * Read by the enterprise whose id the row holds in this int field or server column (a statement's
   * `buyerEnterpriseId`), acting for itself with the grant of `menu`: src/core/party.ts.
   */
  partyOf?: string;
  /** A partyOf audience's entry on the party's console; its path is the grant its readers need. */
  menu?: PartyMenu;
  /** The audience creates rows against a row it owns (a buyer's after-sale on its order): src/core/user-rows.ts. */
  create?: AudienceCreateDef;
}

/**
 * Sealed fields (`"totalAmount"`, `"lines.unitPrice"`) are sent as null, and never filtered or sorted on,
 * until the row `ref` points to has passed its `passed` datetime or holds one of the `open` values.
 */
export interface SealDef {
  fields: string[];
  ref: string;
  passed?: string;
  open?: Record<string, (string | number)[]>;
}
