import type { Exec } from "../client";
import { resourceTables } from "../schema";
import { PORTALS } from "./accounts";

/**
 * 类目税率 as the operator of each demo portal set them: feed and premixes exempt (财税〔2001〕121号), veterinary drugs
 * and vaccines at 13%, seeds, fertiliser and breeding stock as farm goods at 9%. 养殖设备 is left unset, so the list
 * shows the categories the operator has set and the rest fall to 9%.
 */
const RATES: [string, number, string][] = [
  ["饲料", 0, "依财税〔2001〕121号，饲料产品免征增值税"],
  ["预混料", 0, "复合预混料属免税饲料产品"],
  ["兽药", 1300, "兽用药品适用13%税率"],
  ["疫苗", 1300, "兽用生物制品适用13%税率"],
  ["种畜禽", 900, "农产品适用9%税率"],
  ["种子", 900, "农业生产资料适用9%税率"],
  ["化肥", 900, "农业生产资料适用9%税率"],
];

export async function seedTaxRates(tx: Exec, platformId: number) {
  for (const { systemId } of PORTALS)
    await tx
      .insert(resourceTables.goodsCategory!)
      .values(
        RATES.map(([category, taxRate, remark]) => ({ enterpriseId: platformId, systemId, category, taxRate, remark })),
      );
}
