import { hashPassword } from "../../auth/password";
import type { Exec } from "../client";
import { enterprises, memberships, users } from "../schema";
import { PORTALS } from "./portals";

export const DEMO_PASSWORD = "Demo@1234";

export { PORTALS } from "./portals";

const ALL_PORTALS = PORTALS.map((p) => p.systemId);

/** Seeded enterprises, by the key the other seed files use. */
export const ENTERPRISES = {
  platform: { name: "农牧商城平台运营中心", creditCode: "91370700MA3P00000R", isPlatform: true },
  lvye: { name: "绿野饲料有限公司", creditCode: "91370702MA3C6LY01N", isPlatform: false },
  fengshou: { name: "丰收牧业合作社", creditCode: "93130631MA0FHMY022", isPlatform: false },
  kangmu: { name: "康牧兽药有限公司", creditCode: "91410105MA9KMHY03W", isPlatform: false },
  // registered, nothing more: the enterprise a newcomer tries opening a shop with
  xinnong: { name: "新农源农业科技有限公司", creditCode: "91370781MA3XNY060W", isPlatform: false },
};
export type EnterpriseKey = keyof typeof ENTERPRISES;

type Member = { enterprise: EnterpriseKey; isAdmin: boolean; businessRole: 1 | 2 | 3 };
/** The demo accounts of README, password Demo@1234. */
export const DEMO_USERS: { login: string; phone: string | null; name: string; tags: number[]; member?: Member }[] = [
  {
    login: "admin",
    phone: null,
    name: "平台运营管理员",
    tags: ALL_PORTALS,
    member: { enterprise: "platform", isAdmin: true, businessRole: 3 },
  },
  {
    login: "lvye_wang",
    phone: "13800000001",
    name: "王建国",
    tags: [56, 62, 63, 64, 65, 66],
    member: { enterprise: "lvye", isAdmin: true, businessRole: 3 },
  },
  {
    login: "fengshou_li",
    phone: "13800000002",
    name: "李春华",
    tags: [56, 62, 66],
    member: { enterprise: "fengshou", isAdmin: true, businessRole: 3 },
  },
  {
    login: "kangmu_zhao",
    phone: "13800000003",
    name: "赵立新",
    tags: [56, 63, 64, 65, 66],
    member: { enterprise: "kangmu", isAdmin: true, businessRole: 2 },
  },
  {
    login: "lvye_zhang",
    phone: "13800000004",
    name: "张晓燕",
    tags: [56],
    member: { enterprise: "lvye", isAdmin: false, businessRole: 1 },
  },
  { login: "liu_xiaoming", phone: "13800000005", name: "刘小明", tags: [56] },
  {
    login: "xinnong_chen",
    phone: "13800000006",
    name: "陈新民",
    tags: [56, 62],
    member: { enterprise: "xinnong", isAdmin: true, businessRole: 1 },
  },
  // invited by 绿野饲料 and by 丰收 to join as staff: the invitations wait for an answer
  { login: "qian_wenbo", phone: "13800000007", name: "钱文博", tags: [56] },
  // 绿野's 采购经理, who reviews 张晓燕's larger orders first (初审) before 王建国 decides them
  {
    login: "lvye_chen",
    phone: "13905361208",
    name: "陈志强",
    tags: [56],
    member: { enterprise: "lvye", isAdmin: false, businessRole: 1 },
  },
  // 丰收's staff under its approval rule: the buyer whose larger orders wait, and the approver who reviews them first
  {
    login: "fengshou_ma",
    phone: "13800000008",
    name: "马建军",
    tags: [56],
    member: { enterprise: "fengshou", isAdmin: false, businessRole: 3 },
  },
  {
    login: "fengshou_gao",
    phone: "13800000009",
    name: "高秀英",
    tags: [56],
    member: { enterprise: "fengshou", isAdmin: false, businessRole: 3 },
  },
];

/** Enterprises, the demo accounts (password Demo@1234) and their memberships. */
export async function seedAccounts(tx: Exec) {
  const ents = await tx.insert(enterprises).values(Object.values(ENTERPRISES)).returning();
  const enterpriseId = Object.fromEntries(
    Object.entries(ENTERPRISES).map(([key, e]) => [key, ents.find((x) => x.name === e.name)!.id]),
  ) as Record<EnterpriseKey, number>;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userId: Record<string, number> = {};
  for (const u of DEMO_USERS) {
    const [row] = await tx
      .insert(users)
      .values({ login: u.login, phone: u.phone, name: u.name, tags: u.tags, passwordHash })
      .returning();
    userId[u.phone ?? u.login] = row!.id;
    if (u.member) {
      await tx.insert(memberships).values({
        userId: row!.id,
        enterpriseId: enterpriseId[u.member.enterprise],
        isAdmin: u.member.isAdmin,
        businessRole: u.member.businessRole,
      });
    }
  }
  return { enterpriseId, userId };
}
