import type { Exec } from "../client";
import { resourceTables } from "../schema";

/** title, kind, taxNo, bankName, bankAccount, address, phone, isDefault */
type T = [string, "normal" | "special", string, string | null, string | null, string | null, string | null, boolean];
const TITLES: Record<"lvye" | "fengshou" | "kangmu", T[]> = {
  // 绿野 deducts its input tax: its default title is kept for 专票; its 临沂 branch asks for 普票 under its own code
  lvye: [
    [
      "绿野饲料有限公司",
      "special",
      "91370702MA3C6LY01N",
      "中国工商银行潍坊寒亭支行",
      "1607020109024589123",
      "山东省潍坊市寒亭区寒亭经济开发区海龙路1688号",
      "0536-7256800",
      true,
    ],
    ["绿野饲料有限公司临沂分公司", "normal", "91371312MA3LYLY02F", null, null, null, null, false],
  ],
  // a cooperative that buys in the mall and keeps 普票
  fengshou: [["丰收牧业合作社", "normal", "93130631MA0FHMY022", null, null, null, null, true]],
  // a seller that also buys feed for its own farm in the mall, and deducts its input tax: 专票
  kangmu: [
    [
      "康牧兽药有限公司",
      "special",
      "91410105MA9KMHY03W",
      "中国建设银行郑州金水支行",
      "41050110260800000586",
      "河南省郑州市金水区农业路72号",
      "0371-65718800",
      true,
    ],
  ],
};

/** 开票信息 of the demo buyers: 绿野's two (the 专票 one its default), 丰收's one and 康牧's 专票 one. */
export async function seedInvoiceTitles(tx: Exec, e: { lvye: number; fengshou: number; kangmu: number }) {
  for (const key of ["lvye", "fengshou", "kangmu"] as const)
    await tx.insert(resourceTables.invoiceTitle!).values(
      TITLES[key].map(([title, kind, taxNo, bankName, bankAccount, address, phone, isDefault]) => ({
        enterpriseId: e[key],
        title,
        kind,
        taxNo,
        bankName,
        bankAccount,
        address,
        phone,
        isDefault,
      })),
    );
}
