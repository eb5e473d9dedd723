import type { Exec } from "../client";
import { resourceTables } from "../schema";
import { ENTERPRISES } from "./accounts";

type Ent = "lvye" | "fengshou" | "kangmu";
/** enterprise, portal, role (1 purchaser, 2 supplier), categories, state, days ago */
const APPLICATIONS: [Ent, number, 1 | 2, string, string, number][] = [
  // renewed with a wider range: the first approval was superseded
  ["lvye", 56, 2, "配合饲料", "superseded", 400],
  ["lvye", 56, 1, "饲料原料、预混料、兽药", "approved", 40],
  ["lvye", 56, 2, "配合饲料、浓缩饲料", "approved", 38],
  ["fengshou", 56, 1, "饲料、犊牛代乳粉", "approved", 35],
  ["fengshou", 56, 2, "玉米、青贮饲料", "rejected", 30],
  ["fengshou", 56, 2, "玉米、青贮饲料、豆粕", "approved", 28],
  ["kangmu", 56, 2, "兽药、疫苗、消毒剂", "approved", 33],
  // AY's procurement hall has its own certified supplier (丰收 works on YYN and AY) and purchaser (绿野's AY tender)
  ["fengshou", 62, 2, "全株青贮玉米、燕麦草", "approved", 26],
  ["lvye", 62, 1, "青贮饲料、消毒剂", "approved", 25],
  // both work both sides on AY too: 丰收 buys forage there, 绿野 sells it its feed
  ["fengshou", 62, 1, "青贮饲料、燕麦草", "approved", 24],
  ["lvye", 62, 2, "配合饲料、浓缩饲料", "approved", 24],
  // every other portal's hall: 绿野 buys there (丰收 on HS), 康牧 quotes (docs/portals.md); on SLXH 康牧 has asked to widen its range
  ["lvye", 63, 1, "饲料原料、预混料", "approved", 23],
  ["lvye", 64, 1, "饲草、兽药", "approved", 23],
  ["lvye", 65, 1, "玉米、豆粕、兽药", "approved", 22],
  // HS is a livestock group's platform: 丰收's farm buys its breeding stock, feed and vaccines there
  ["fengshou", 66, 1, "种猪、饲料、疫苗", "approved", 22],
  ["kangmu", 63, 2, "兽药", "approved", 21],
  ["kangmu", 64, 2, "兽药、疫苗", "approved", 21],
  ["kangmu", 65, 2, "兽药、疫苗", "approved", 20],
  ["kangmu", 66, 2, "兽药、疫苗、消毒剂", "approved", 20],
  // waiting in the operator's queue
  ["kangmu", 56, 1, "兽药原料、包装材料", "submitted", 1],
  ["kangmu", 63, 2, "兽药、疫苗", "submitted", 2],
];
const CONTACTS: Record<Ent, [string, string]> = {
  lvye: ["王建国", "13800000001"],
  fengshou: ["李春华", "13800000002"],
  kangmu: ["赵立新", "13800000003"],
};

/** Certifications behind each demo enterprise's business role, one turned down, one renewed, and two waiting for the operator. */
export async function seedCertifications(tx: Exec, ids: Record<Ent, number>) {
  const { certification } = resourceTables;
  const now = Date.now();
  await tx.insert(certification).values(
    APPLICATIONS.map(([ent, systemId, role, categories, status, daysAgo], i) => ({
      enterpriseId: ids[ent],
      systemId,
      companyName: ENTERPRISES[ent].name,
      creditCode: ENTERPRISES[ent].creditCode,
      applyNo: `RZ202610${String(i + 10).padStart(2, "0")}0001`,
      role,
      licenseImage: "/assets/certification/license.svg",
      qualificationImage: role === 2 ? "/assets/certification/qualification.svg" : null,
      categories,
      contact: CONTACTS[ent][0],
      phone: CONTACTS[ent][1],
      remark:
        status === "rejected"
          ? "首次申请，资质证书待补充。"
          : `申请${role === 1 ? "采购商" : "供应商"}资格，主营${categories}。`,
      // decided a day after applying; a pending one not yet
      status,
      createdAt: new Date(now - daysAgo * 86_400_000),
      updatedAt: new Date(now - Math.max(daysAgo - 1, 0) * 86_400_000),
    })),
  );
}
