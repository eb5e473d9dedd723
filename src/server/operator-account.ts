import { eq, or } from "drizzle-orm";
import { nameProblem, passwordProblem, phoneProblem } from "./account/rules";
import { hashPassword } from "./auth/password";
import type { Db } from "./db/client";
import { memberships, users } from "./db/schema";
import { DEMO_PASSWORD, DEMO_USERS, PORTALS } from "./db/seed/accounts";
import { platformEnterpriseId, seedPlatform } from "./db/seed/platform";

export interface OperatorInput {
  login: string;
  name: string;
  phone?: string;
  password: string;
}

/** A login an operator may take: not a phone number (registration's logins are phones), not a demo account's. */
const LOGIN = /^[A-Za-z][A-Za-z0-9_]{2,39}$/;

/** What is wrong with an operator to be made, by field; empty when it may be made. */
export function operatorProblems(o: OperatorInput): Record<string, string> {
  const problems: Record<string, string | undefined> = {
    login: !LOGIN.test(o.login)
      ? "账号为3-40位字母、数字或下划线，以字母开头"
      : DEMO_USERS.some((u) => u.login === o.login)
        ? "该账号名属于演示数据，请换一个"
        : undefined,
    name: nameProblem(o.name),
    phone: o.phone ? phoneProblem(o.phone) : undefined,
    password: passwordProblem(o.password) ?? (o.password === DEMO_PASSWORD ? "不能使用演示账号的公开密码" : undefined),
  };
  return Object.fromEntries(Object.entries(problems).filter((e): e is [string, string] => !!e[1]));
}

export type OperatorMade = { userId: number } | { problems: Record<string, string> };

/**
 * Makes a platform operator (administrator of the operator's enterprise, on every portal): how production gets its
 * first one, since it has no demo accounts. The portals and the operator's enterprise are made first if missing.
 */
export async function createOperator(db: Db, o: OperatorInput): Promise<OperatorMade> {
  const problems = operatorProblems(o);
  if (Object.keys(problems).length) return { problems };
  await seedPlatform(db);
  const enterpriseId = (await platformEnterpriseId(db))!;
  const passwordHash = await hashPassword(o.password);
  return db.transaction(async (tx): Promise<OperatorMade> => {
    const taken = await tx
      .select({ login: users.login, phone: users.phone })
      .from(users)
      .where(o.phone ? or(eq(users.login, o.login), eq(users.phone, o.phone)) : eq(users.login, o.login));
    if (taken.some((u) => u.login === o.login)) return { problems: { login: "该账号已存在" } };
    if (taken.length) return { problems: { phone: "该手机号已被其他账号使用" } };
    const [user] = await tx
      .insert(users)
      .values({
        login: o.login,
        name: o.name,
        phone: o.phone || null,
        passwordHash,
        tags: PORTALS.map((p) => p.systemId),
      })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ userId: user!.id, enterpriseId, isAdmin: true, businessRole: 3 });
    return { userId: user!.id };
  });
}
