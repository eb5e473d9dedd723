import { resourceByName, resources } from "../../../resources";
import { ENQUIRY_NOTICE_PAGE, NOTICE_PAGE } from "../../core/notice-pages";
import { screenUrl } from "../../core/screen-routes";

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
  return kind === ENQUIRY ? page.replace(NOTICE_PAGE, ENQUIRY_NOTICE_PAGE) : page;
}

/**
 * Where a supplier answers a notice: the create screen of the resource whose ref reads tenders through the
 * public audience (a quote), with the notice picked (/entProcurement/offer?bidOrderId=12).
 */
export function answerPath(id: number | string): { label: string; path: string } | undefined {
  for (const r of resources) {
    const ref = Object.entries(r.fields).find(([, f]) => f.ref === bidOrder.name && f.via === "public");
    if (ref && r.endpoints.create)
      return { label: `我要${r.label.replace(/单$/, "")}`, path: `${screenUrl(r, "create")}?${ref[0]}=${id}` };
  }
  return undefined;
}
