import type { Exec } from "../client";
import { resourceTables } from "../schema";

const { factory } = resourceTables;

/** name, code, region, address, contact, phone, isDefault */
type F = [string, string, string, string, string, string, boolean];
const FACTORIES: Record<string, F[]> = {
  lvye: [
    ["潍坊饲料一厂", "WF01", "山东省潍坊市寒亭区", "寒亭经济开发区海龙路1688号", "陈志强", "0536-7256801", true],
    ["临沂饲料二厂", "LY02", "山东省临沂市河东区", "凤凰岭街道工业大道206号", "刘德顺", "13954928316", false],
    ["新乡饲料厂", "XX03", "河南省新乡市红旗区", "新乡经济技术开发区新长南线9号", "王卫东", "0373-5068822", false],
    ["驻马店原料仓", "ZMD04", "河南省驻马店市驿城区", "驿城区产业集聚区雪松大道北段", "李国庆", "15839688402", false],
    ["石家庄收货仓", "SJZ05", "河北省石家庄市藁城区", "藁城经济开发区兴业路88号", "赵志刚", "0311-88081234", false],
  ],
  fengshou: [
    ["丰收牧业望都养殖场", "FS01", "河北省保定市望都县", "望都县固店镇东白陀村北500米", "马建军", "13833219087", true],
  ],
};

/** 绿野's five factories and 丰收's farm, their ids in the order above. */
export async function seedFactories(tx: Exec, lvye: number, fengshou: number) {
  const factoryIds: Record<string, number[]> = {};
  for (const [key, enterpriseId] of [
    ["lvye", lvye],
    ["fengshou", fengshou],
  ] as const) {
    factoryIds[key] = [];
    for (const [name, code, region, address, contact, phone, isDefault] of FACTORIES[key]!) {
      const [row] = await tx
        .insert(factory)
        .values({ enterpriseId, name, code, region, address, contact, phone, isDefault })
        .returning();
      factoryIds[key]!.push(row!.id);
    }
  }
  return { lvye: factoryIds.lvye!, fengshou: factoryIds.fengshou! };
}
