import { resourceByName } from "../../../resources";
import { screenUrl } from "../../core/screen-routes";
import { ENQUIRY } from "./hall-fields";

const bidOrder = resourceByName("bidOrder");
const KIND = "platform_code";
const TENDER = bidOrder.fields[KIND]!.options!.find((o) => o.value !== ENQUIRY)!.value;

/**
 * The purchaser's own screens the procurement portal's entries open (spec §2 bidsPublish, enquiry/publish,
 * purchaseDetails): the generated tender form with the kind picked, and the owner's detail of a notice.
 */
export const PURCHASE_PATHS = {
  tender: `${screenUrl(bidOrder, "create")}?${KIND}=${TENDER}`,
  enquiry: `${screenUrl(bidOrder, "create")}?${KIND}=${ENQUIRY}`,
  detail: (id: string) => screenUrl(bidOrder, "show", id),
};
