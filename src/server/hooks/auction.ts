import { invalid } from "../http/errors";
import type { Row } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/** An auction must end after it starts; on update the unchanged bound comes from the row. */
function checkWindow(values: Values, current?: Row) {
  const start = (values.startTime ?? current?.startTime) as Date | null | undefined;
  const end = (values.endTime ?? current?.endTime) as Date | null | undefined;
  if (start instanceof Date && end instanceof Date && end.getTime() <= start.getTime()) {
    throw invalid({ endTime: "结束时间必须晚于开始时间" });
  }
}

export const auctionHooks: ResourceHooks = {
  async beforeCreate(_ctx, values) {
    checkWindow(values);
    // bidding opens at the start price
    values.currentPrice = values.startPrice;
  },
  async beforeUpdate(_ctx, values, current) {
    checkWindow(values, current);
    if (values.startPrice !== undefined && !current.bidCount) values.currentPrice = values.startPrice;
  },
};
