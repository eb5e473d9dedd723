import { markChanged } from "./shop-decoration";
import type { ResourceHooks } from "./types";

/** The navigation is part of the shop's decoration: a change to it waits for the decoration's 发布. */
export const shopNavHooks: ResourceHooks = {
  async afterWrite(ctx) {
    await markChanged(ctx, "修改导航");
  },
  async beforeDelete(ctx) {
    await markChanged(ctx, "删除导航");
  },
};
