import { resourceByName, resources } from "../../../../resources";
import { holdableBy, menuPathsOf } from "../../../core/define-resource";
import { PURCHASE_GRANTS, type PurchaseGrant } from "../../../core/purchase-grants";
import type { Exec } from "../client";
import { employee, role, roleGrants, rowMoves } from "../schema";

const codes = (...keys: PurchaseGrant[]) => keys.map((k) => PURCHASE_GRANTS[k].code);

/** Every menu path and button code an enterprise may hold in the tendering and auction shells: what 招标管理员 holds. */
function tenderingGrants() {
  // the platform's own rows (数据字典) are the operator's: no enterprise's role grants them
  const rs = holdableBy(resources, false).filter((r) => r.menu.shell !== "manage");
  const menus = rs.flatMap(menuPathsOf);
  const buttons = rs.flatMap((r) => [
    ...Object.values(r.buttons),
    ...Object.values(r.actions ?? {}).map((a) => a.button),
  ]);
  return { menus, buttons: buttons.filter((b): b is string => !!b) };
}

const ROLES: { name: string; description: string; menus: string[]; buttons: string[] }[] = [
  { name: "招标管理员", description: "负责招标、询价全流程及员工、收货地点维护", ...tenderingGrants() },
  {
    name: "招标专员",
    description: "查看招标询价单，跟进报价进度，不可新建招标",
    menus: ["/tendering/bids/list", "/tendering/list", "/tendering/factory"],
    buttons: ["bidOrder:hang", "bidOrder:resume"],
  },
  {
    name: "采购员",
    description: "发起商城竞价，参与竞拍，提交采购意向，申请售后和开票",
    // 开票信息 to pick the title an invoice request copies
    menus: ["/tendering/list", "/goodsbidding/auction", "/tendering/factory", "/tendering/invoiceTitle"],
    buttons: [
      "bid:add",
      "bid:edit",
      "bid:publish",
      "bid:finish",
      ...codes("auctionBid", "buyIntent", "afterSale", "invoice"),
    ],
  },
  {
    name: "财务",
    description: "查看招标单据与预算，负责企业余额付款",
    menus: ["/tendering/bids/list", "/tendering/list"],
    buttons: codes("pay"),
  },
];

/** name, phone, department, position, status (2 invited, 1 member, 0 disabled, 3 declined, 4 lapsed), roles */
type E = [string, string, string, string, 0 | 1 | 2 | 3 | 4, string[]];
const EMPLOYEES: E[] = [
  // the administrator is staff too, so an approval rule can name him as its final approver
  ["王建国", "13800000001", "总经理室", "总经理", 1, []],
  ["张晓燕", "13800000004", "采购部", "招标专员", 1, ["招标专员"]],
  ["陈志强", "13905361208", "采购部", "采购经理", 1, ["招标管理员"]],
  ["孙丽", "13705368821", "采购部", "原料采购员", 1, ["采购员"]],
  ["周敏", "15953612276", "财务部", "会计", 1, ["财务"]],
  ["吴刚", "18653690135", "采购部", "原料采购员", 0, ["采购员"]],
  ["郑海涛", "13562618430", "生产部", "厂长", 1, []],
  // invitations: 钱文博 (13800000007) is asked on logging in; 韩磊 when he registers; 何静's lapsed unanswered
  ["钱文博", "13800000007", "品控部", "质检员", 2, ["采购员"]],
  ["韩磊", "15806361152", "仓储部", "仓库主管", 2, []],
  ["何静", "13589362217", "财务部", "出纳", 4, ["财务"]],
];

const DAY = 86_400_000;
/** When an invitation in `status` lapses: ahead while it waits, behind once it lapsed; members have none. */
const lapsesAt = (status: number) =>
  status === 2 ? new Date(Date.now() + 6 * DAY) : status === 4 ? new Date(Date.now() - 2 * DAY) : null;

/** Roles with grants and employees (13800000004 linked to its account) of 绿野饲料; a little for 丰收. */
export async function seedPeople(tx: Exec, lvye: number, fengshou: number, userId: Record<string, number>) {
  const roleId: Record<string, number> = {};
  for (const [i, r] of ROLES.entries()) {
    const [row] = await tx
      .insert(role)
      .values({ enterpriseId: lvye, name: r.name, description: r.description, sort: (i + 1) * 10 })
      .returning();
    roleId[r.name] = row!.id;
    const grants = [
      ...r.menus.map((code) => ({ kind: "menu" as const, code })),
      ...r.buttons.map((code) => ({ kind: "button" as const, code })),
    ];
    if (grants.length) await tx.insert(roleGrants).values(grants.map((g) => ({ ...g, roleId: row!.id })));
  }
  const invited: Invited[] = [];
  for (const [name, phone, department, position, status, roles] of EMPLOYEES) {
    const [row] = await tx
      .insert(employee)
      .values({
        enterpriseId: lvye,
        name,
        phone,
        department,
        position,
        status,
        email: null,
        userId: userId[phone] ?? null,
        roleIds: roles.map((r) => roleId[r]!),
        inviteExpiresAt: lapsesAt(status),
      })
      .returning();
    invited.push({ ...row!, by: userId["13800000001"]! });
  }
  const [fsRole] = await tx
    .insert(role)
    .values({ enterpriseId: fengshou, name: "采购主管", description: "合作社饲料兽药集中采购", sort: 10 })
    .returning();
  // 采购主管 buys in the mall with the enterprise's money; 财务经理 reviews orders (no grant: being named is enough)
  await tx.insert(roleGrants).values([
    { roleId: fsRole!.id, kind: "menu", code: "/tendering/bids/list" },
    { roleId: fsRole!.id, kind: "menu", code: "/tendering/invoiceTitle" },
    ...codes("pay", "buyIntent", "afterSale", "invoice").map((code) => ({
      roleId: fsRole!.id,
      kind: "button" as const,
      code,
    })),
  ]);
  const [fsFinance] = await tx
    .insert(role)
    .values({ enterpriseId: fengshou, name: "财务经理", description: "审核采购订单，维护开票信息", sort: 20 })
    .returning();
  await tx.insert(roleGrants).values({ roleId: fsFinance!.id, kind: "menu", code: "/tendering/invoiceTitle" });
  const fengshouRows = await tx
    .insert(employee)
    .values([
      // the administrator is staff too, so an approval rule can name her as its final approver
      {
        enterpriseId: fengshou,
        name: "李春华",
        phone: "13800000002",
        department: "总经理室",
        position: "总经理",
        status: 1,
        userId: userId["13800000002"]!,
        roleIds: [],
      },
      {
        enterpriseId: fengshou,
        name: "马建军",
        phone: "13800000008",
        department: "采购部",
        position: "采购主管",
        status: 1,
        userId: userId["13800000008"]!,
        roleIds: [fsRole!.id],
      },
      {
        enterpriseId: fengshou,
        name: "高秀英",
        phone: "13800000009",
        department: "财务部",
        position: "财务经理",
        status: 1,
        userId: userId["13800000009"]!,
        roleIds: [fsFinance!.id],
      },
      // 钱文博 is asked by two enterprises at once; 刘小明 turned 丰收 down
      {
        enterpriseId: fengshou,
        name: "钱文博",
        phone: "13800000007",
        department: "采购部",
        position: "采购主管",
        status: 2,
        userId: userId["13800000007"]!,
        roleIds: [fsRole!.id],
        inviteExpiresAt: lapsesAt(2),
      },
      {
        enterpriseId: fengshou,
        name: "刘小明",
        phone: "13800000005",
        department: "养殖部",
        position: "技术员",
        status: 3,
        userId: userId["13800000005"]!,
        roleIds: [],
      },
    ])
    .returning();
  invited.push(...fengshouRows.map((row) => ({ ...row, by: userId["13800000002"]! })));
  await seedInvitationMoves(tx, invited);
}

type Invited = typeof employee.$inferSelect & { by: number };

/**
 * The history of each seeded invitation, as the live moves write it, so that seedMessages tells its parties: the
 * administrator's invitation (to the person, once registered), a lapse by time and a refusal (to the enterprise).
 */
async function seedInvitationMoves(tx: Exec, rows: Invited[]) {
  const r = resourceByName("employee");
  const lapse = r.flow!.timed!.find((t) => t.name === "lapse")!;
  const decline = r.actions!.decline!;
  for (const row of rows.filter((x) => x.status !== 1 && x.status !== 0)) {
    const invitedAt = new Date((row.inviteExpiresAt?.getTime() ?? Date.now() + 5 * DAY) - 7 * DAY);
    const moves: {
      move: string;
      label: string;
      fromState: string | null;
      toState: string;
      userId: number;
      enterpriseId: number;
      createdAt: Date;
    }[] = [
      {
        move: "create",
        label: "新增",
        fromState: null,
        toState: "2",
        userId: row.by,
        enterpriseId: row.enterpriseId,
        createdAt: invitedAt,
      },
    ];
    if (row.status === 4)
      moves.push({
        move: lapse.name,
        label: lapse.label,
        fromState: "2",
        toState: "4",
        userId: 0,
        enterpriseId: 0,
        createdAt: row.inviteExpiresAt!,
      });
    if (row.status === 3)
      moves.push({
        move: "decline",
        label: decline.label,
        fromState: "2",
        toState: "3",
        userId: row.userId!,
        enterpriseId: 0,
        createdAt: new Date(invitedAt.getTime() + DAY),
      });
    await tx.insert(rowMoves).values(moves.map((m) => ({ resource: r.name, rowId: row.id, note: null, ...m })));
  }
}
