import { resourceByName } from "../../../resources";

const bidOrder = resourceByName("bidOrder");

/**
 * The tender fields the procurement hall lays out by hand (head, list line, countdown). Every one must be
 * read by the public audience: tests/core/procurement-hall.test.ts fails when one is taken out of it.
 */
export const HALL = {
  title: bidOrder.titleField,
  state: bidOrder.flow!.field,
  kind: "platform_code",
  number: "orderNo",
  category: "category",
  place: "factoryId",
  deadline: "quoteEnd",
  budget: "budgetAmount",
  lines: "lines",
  notes: "remark",
} as const;

/** The line fields the hall's goods summary names (二等黄玉米 2000吨). */
export const HALL_LINE = { goods: "goodsName", quantity: "quantity", unit: "unit" } as const;

/** 询价 (enquiry) notices live under /entProcurement/enquiry/; every other kind is a tender. */
export const ENQUIRY = "XJ";

/** The public notice of a row: the audience's declared page, moved under /enquiry/ for an enquiry. */
export function noticePath(kind: unknown, id: number | string): string {
  const page = bidOrder.audiences!.public!.page!.replace(":id", String(id));
  return kind === ENQUIRY ? page.replace(/\/details\?/, "/enquiry/details?") : page;
}
