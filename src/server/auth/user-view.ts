import type { Db } from "../db/client";
import { grantsOf, membershipsOf } from "./grants";
import type { User } from "./session";

/** The current user exactly as docs/wire-contract.md describes it (`user.get`). */
export async function userView(db: Db, user: User, enterpriseId: number | null) {
  const enterprises = await membershipsOf(db, user.id);
  const enterprise = enterprises.find((e) => e.id === enterpriseId) ?? null;
  return {
    id: user.id,
    login: user.login,
    name: user.name,
    phone: user.phone,
    image: user.image,
    tags: user.tags,
    enterprise,
    enterprises,
    grants: await grantsOf(db, user.id, enterprise ?? undefined),
  };
}
