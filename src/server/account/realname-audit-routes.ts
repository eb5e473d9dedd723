import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { resolveCaller } from "../auth/caller";
import { realNameApplications, users } from "../db/schema";
import { forbidden, invalid, notFound, ok } from "../http/errors";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, text } from "./input";
import { REALNAME } from "./realname-standing";
import { sendMessages } from "../operations/notify";

/**
 * What the applicant is told of the decision (a person's application is no resource: its notice is declared
 * here), on its personal page, which shows the reason.
 */
const DECIDED = { approved: "您的实名认证已通过", rejected: "您的实名认证未通过" } as const;

const STATUSES = ["submitted", "approved", "rejected"];
const OPERATOR_ONLY = "仅平台运营人员可以审核实名认证";

/**
 * The platform operator's real-name queue (实名认证审核 in the operator console): the applications sent on the
 * operator's portal, by state, with the full ID number and both photos to hold against each other; 通过 verifies
 * the person, 驳回 needs a reason the person reads. As for the console's other queues, only an administrator of the
 * platform enterprise acting for it may read or decide (403 for anyone else).
 */
export function registerRealNameAuditRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;
  const operator = async (req: FastifyRequest) => {
    const caller = await resolveCaller(db, req, { menu: [] });
    if (!caller.isPlatform) throw forbidden(OPERATOR_ONLY);
    return caller;
  };
  const idOf = (v: unknown) => {
    const id = Number(v);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw invalid({ id: "id必须是正整数" });
    return id;
  };

  app.get(at("usercenter.realname.audit.list"), async (req) => {
    const { systemId } = await operator(req);
    const q = inputOf(req);
    const status = text(q.status) || "submitted";
    failIf({ status: !STATUSES.includes(status) && "审核状态的取值无效" });
    const pageNum = Math.max(1, Number(q.pageNum) || 1);
    const pageSize = Math.min(200, Math.max(1, Number(q.pageSize) || 10));
    const where = and(eq(realNameApplications.systemId, systemId), eq(realNameApplications.status, status));
    const list = await db
      .select({ application: realNameApplications, login: users.login, phone: users.phone, userName: users.name })
      .from(realNameApplications)
      .innerJoin(users, eq(users.id, realNameApplications.userId))
      .where(where)
      .orderBy(desc(realNameApplications.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const [{ total }] = (await db.select({ total: count() }).from(realNameApplications).where(where)) as [
      { total: number },
    ];
    return ok({
      list: list.map((x) => ({ ...x.application, login: x.login, phone: x.phone, userName: x.userName })),
      total: Number(total),
      pageNum,
      pageSize,
    });
  });

  /** Moves one waiting application of the operator's portal, and the person's standing with it. */
  const decide = async (req: FastifyRequest, to: "approved" | "rejected") => {
    const caller = await operator(req);
    const input = inputOf(req);
    const id = idOf(input.id);
    const reason = text(input.reason);
    if (to === "rejected")
      failIf({ reason: (!reason && "请输入驳回原因") || (reason.length > 200 && "驳回原因不能超过200个字") });
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(realNameApplications)
        .where(and(eq(realNameApplications.id, id), eq(realNameApplications.systemId, caller.systemId)));
      if (!row) throw notFound();
      const [moved] = await tx
        .update(realNameApplications)
        .set({ status: to, reason: to === "rejected" ? reason : null, auditedBy: caller.userId, auditedAt: d.clock() })
        .where(and(eq(realNameApplications.id, id), eq(realNameApplications.status, "submitted")))
        .returning();
      if (!moved) throw invalid(undefined, "该申请已审核，不能重复审核");
      const verified = to === "approved";
      await tx
        .update(users)
        .set(
          verified
            ? { realNameState: REALNAME.verified, realName: row.realName, idCard: row.idCard }
            : { realNameState: REALNAME.rejected },
        )
        .where(eq(users.id, row.userId));
      await sendMessages(tx, [
        {
          enterpriseId: 0,
          userId: row.userId,
          systemId: caller.systemId,
          title: DECIDED[to],
          body: to === "rejected" ? `驳回原因：${reason}` : null,
          link: "/personal/info",
          resource: "realName",
          rowId: id,
        },
      ]);
      return ok(moved);
    });
  };

  app.post(at("usercenter.realname.audit.approve"), (req) => decide(req, "approved"));
  app.post(at("usercenter.realname.audit.reject"), (req) => decide(req, "rejected"));
}
