import type { ResourceHooks } from "./types";
import { refuseDuplicate } from "./distinct";

const TWIN = "该字典类型下已有同名项";

/** One entry of a name per dictionary type on a portal: two 吨 would offer the same unit twice. */
export const dictItemHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => refuseDuplicate(ctx, values, ["type", "name"], TWIN),
  beforeUpdate: (ctx, values, current) => refuseDuplicate(ctx, values, ["type", "name"], TWIN, current),
};
