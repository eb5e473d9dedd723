import { eq } from "drizzle-orm";
import type { Exec } from "../client";
import { resourceTables, users } from "../schema";
import { REALNAME, standingOf } from "../../account/realname-standing";

const FRONT = "/assets/realname/id-front.svg";
const BACK = "/assets/realname/id-back.svg";

/** login, name, ID number, how it went (newest last), reason of a rejection, days ago */
const APPLICATIONS: [string, string, string, "submitted" | "approved" | "rejected", string | null, number][] = [
  // the sellers and buyers who open shops, quote and pay large orders are verified
  ["13800000001", "王建国", "370702198503120014", "approved", null, 60],
  ["13800000002", "李春华", "130631197908060029", "approved", null, 50],
  ["13800000006", "陈新民", "370781198801280054", "approved", null, 3],
  // turned down once, then waiting again
  ["13800000003", "赵立新", "410105198204150036", "rejected", "身份证人像面照片模糊，请重新拍摄上传", 5],
  ["13800000003", "赵立新", "410105198204150036", "submitted", null, 1],
  // turned down: the person reads why and may send it again
  ["13800000005", "刘小明", "370102199509210047", "rejected", "身份证国徽面已过有效期，请上传有效证件", 2],
];

/** Real-name applications in every state (resources/real-name.ts), and each person's standing after the newest of theirs. */
export async function seedRealNames(tx: Exec, userIds: Record<string, number>) {
  const now = Date.now();
  await tx.insert(resourceTables.realName!).values(
    APPLICATIONS.map(([login, realName, idCard, status, reason, daysAgo]) => ({
      userId: userIds[login]!,
      systemId: 56,
      realName,
      idCard,
      idCardFront: FRONT,
      idCardBack: BACK,
      status,
      phone: login,
      reason,
      auditedAt: status === "submitted" ? null : new Date(now - (daysAgo - 1) * 86_400_000),
      createdAt: new Date(now - daysAgo * 86_400_000),
    })) as never,
  );
  const latest = new Map(APPLICATIONS.map((a) => [a[0], a]));
  for (const [login, realName, idCard, status] of latest.values()) {
    const verified = standingOf(status) === REALNAME.verified;
    await tx
      .update(users)
      .set({ realNameState: standingOf(status), ...(verified ? { realName, idCard } : {}) })
      .where(eq(users.id, userIds[login]!));
  }
}
