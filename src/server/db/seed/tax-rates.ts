import { GOODS_CATEGORIES } from "../../../../resources/options";
import { DEFAULT_TAX_RATE } from "../../../core/tax-split";
import type { Exec } from "../client";
import { resourceTables } from "../schema";
import { PORTALS } from "./portals";

/**
 * The rates the demo's operators set: feed and premixes exempt (财税〔2001〕121号), veterinary drugs and vaccines at
 * 13%, seeds, fertiliser and breeding stock as farm goods at 9%. 养殖设备 stays at the 9% every category starts at.
 */
const DEMO_RATES: Record<string, [number, string]> = {
  饲料: [0, "依财税〔2001〕121号，饲料产品免征增值税"],
  预混料: [0, "复合预混料属免税饲料产品"],
  兽药: [1300, "兽用药品适用13%税率"],
  疫苗: [1300, "兽用生物制品适用13%税率"],
  种畜禽: [900, "农产品适用9%税率"],
  种子: [900, "农业生产资料适用9%税率"],
  化肥: [900, "农业生产资料适用9%税率"],
};

/**
 * Every goods category's rate row on every portal, the operator's to set (resources/goods-category.ts): a production
 * database starts each at 9%, the demo at the rates above.
 */
export async function seedTaxRates(tx: Exec, platformId: number, o: { demo: boolean }) {
  for (const { systemId } of PORTALS)
    await tx.insert(resourceTables.goodsCategory!).values(
      GOODS_CATEGORIES.map(({ value }) => {
        const [taxRate, remark] = (o.demo && DEMO_RATES[value as string]) || [DEFAULT_TAX_RATE, null];
        return { enterpriseId: platformId, systemId, category: value, taxRate, remark };
      }),
    );
}
