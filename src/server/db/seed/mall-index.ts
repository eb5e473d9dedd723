import type { Exec } from "../client";
import { fillCategoryAxes } from "../../mall/category-axes";
import { seedMallContent } from "./mall-content";
import { seedMallDecorations } from "./mall-decorations";
import { seedMallGoods } from "./mall-goods";
import { seedPriceSchemes } from "./mall-schemes";
import { seedMallShops } from "./mall-shops";

/** The public mall's demo data: seller shops, ≥ 200 on-sale goods with local images, shop decorations, portal content. */
export async function seedMall(tx: Exec) {
  const shops = await seedMallShops(tx);
  await seedMallGoods(tx, shops);
  await seedMallDecorations(tx, shops);
  await seedMallContent(tx);
  // every demo goods on the category pages of each level: its path in the tree the content just made
  await fillCategoryAxes(tx);
  await seedPriceSchemes(tx);
}
