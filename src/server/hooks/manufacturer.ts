import type { ResourceHooks } from "./types";
import { refuseDuplicate } from "./distinct";

const TWIN = "厂家库中已有该厂家";

/** A maker is listed once per portal: goods name it by its name. */
export const manufacturerHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => refuseDuplicate(ctx, values, ["name"], TWIN),
  beforeUpdate: (ctx, values, current) => refuseDuplicate(ctx, values, ["name"], TWIN, current),
};
