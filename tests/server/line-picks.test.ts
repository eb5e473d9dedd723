import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Split award per line: the purchaser awards each supplier the lines it quoted best, and the order made from
 * an award holds only those lines. Run on the demo tender 一级豆油采购招标, whose deadline has passed with
 * both suppliers' quotes on its two lines still undecided.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
type Line = { id: number; goodsName: string; sourceLineId: number; unitPrice: number; supplyQuantity: number };
type Quote = { id: number; status: string; awardedLines: number[] | null; lines: Line[]; enterpriseName: string };

beforeAll(async () => {
  t = await testApp();
  for (const [who, login] of Object.entries({ lvye: "13800000001", fengshou: "13800000002", kangmu: "13800000003" }))
    cookies[who] = await t.login(login);
}, 60_000);
afterAll(() => t?.close());

async function soyOilQuotes(): Promise<Record<"kangmu" | "fengshou", Quote>> {
  const tenders = (await t.call("bidOrder", "list", { title: "一级豆油采购招标" }, { cookie: cookies.lvye })).json()
    .data.list as { id: number }[];
  const list = (
    await t.call(
      "bidOffer",
      "audience:purchaser:list",
      { bidOrderId: tenders[0]!.id, withLines: 1 },
      { cookie: cookies.lvye },
    )
  ).json().data.list as Quote[];
  const of = (name: string) => list.find((q) => q.enterpriseName.includes(name))!;
  return { kangmu: of("康牧"), fengshou: of("丰收") };
}

const award = (id: number, extra: Record<string, unknown>) =>
  t.call("bidOffer", "award", { id, reason: "分行定标，各取单价最低", ...extra }, { cookie: cookies.lvye });

describe("picking lines in an action's form", () => {
  it("every picks field of an action's form names a lines field of its resource", () => {
    const picks = resources.flatMap((r) =>
      Object.values(r.actions ?? {}).flatMap((a) =>
        Object.values(a.form ?? {})
          .filter((f) => f.type === "picks")
          .map((f) => [r, f] as const),
      ),
    );
    expect(picks.length).toBeGreaterThan(0);
    for (const [r, f] of picks) expect(r.fields[f.picks!]?.type).toBe("lines");
  });
});

describe("split award per line", () => {
  it("none ticked is refused as 请选择中标明细, and a line of another quote as not this quote's; nothing is decided", async () => {
    const { kangmu, fengshou } = await soyOilQuotes();
    const none = await award(kangmu.id, { awardedLines: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ awardedLines: "请选择中标明细" });
    const foreign = await award(kangmu.id, { awardedLines: [fengshou.lines[0]!.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.awardedLines).toBe("中标明细须为该报价单的报价明细，请刷新后重试");
    const after = await soyOilQuotes();
    expect(after.kangmu.status, "past the deadline, 待定标").toBe("closed");
    expect(after.kangmu.awardedLines).toBeNull();
  });

  it("each supplier wins its own line; the log names it; each order holds only the lines won, totalled from them", async () => {
    const { kangmu, fengshou } = await soyOilQuotes();
    const first = await award(kangmu.id, { awardedLines: [kangmu.lines[0]!.id] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.awardedLines).toEqual([kangmu.lines[0]!.id]);
    expect((await award(fengshou.id, { awardedLines: [fengshou.lines[1]!.id] })).statusCode).toBe(200);

    const log = (await t.call("bidOffer", "log", { id: kangmu.id }, { cookie: cookies.kangmu })).json().data.list as {
      move: string;
      note: Record<string, { value: unknown }>;
    }[];
    expect(log.at(-1)!.note.awardedLines!.value).toBe("一级豆油（酸价≤0.2mg/g）");
    // the supplier reads which of its lines won on its own quote
    expect(
      (await t.call("bidOffer", "get", { id: fengshou.id }, { cookie: cookies.fengshou })).json().data.awardedLines,
    ).toEqual([fengshou.lines[1]!.id]);

    const won = kangmu.lines[0]!;
    const answer = (l: Line) => ({
      sourceLineId: l.id,
      quantity: l.supplyQuantity,
      unitPrice: l.unitPrice,
      deliveryDate: "2026-12-20",
    });
    const whole = await t.call(
      "tenderOrder",
      "create",
      { bidOfferId: kangmu.id, lines: kangmu.lines.map(answer) },
      { cookie: cookies.lvye },
    );
    expect(whole.statusCode).toBe(422);
    expect(Object.keys(whole.json().errors)).toEqual(["lines"]);
    const order = await t.call(
      "tenderOrder",
      "create",
      { bidOfferId: kangmu.id, lines: [answer(won)] },
      { cookie: cookies.lvye },
    );
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data.lines.map((l: { goodsName: string }) => l.goodsName)).toEqual(["一级豆油"]);
    expect(order.json().data.totalAmount).toBe(Math.round(won.unitPrice * won.supplyQuantity * 100) / 100);
  });

  it("未中标 after an award forgets the lines won; awarding without naming lines awards the whole quote", async () => {
    const { kangmu, fengshou } = await soyOilQuotes();
    const lost = await t.call(
      "bidOffer",
      "reject",
      { id: fengshou.id, reason: "改为整单授予康牧" },
      { cookie: cookies.lvye },
    );
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json().data.awardedLines).toBeNull();
    const again = await award(fengshou.id, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.awardedLines).toEqual(fengshou.lines.map((l) => l.id));
    expect(kangmu.status).toBe("awarded");
  });

  it("the export marks the lines each quote won on the lines sheet", async () => {
    const { fengshou } = await soyOilQuotes();
    const res = await t.call("bidOffer", "export", { id: fengshou.id }, { cookie: cookies.fengshou });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("报价明细")!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = header.indexOf("中标明细");
    expect(col).toBeGreaterThan(0);
    const marks: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1 && String(row.getCell(header.indexOf("商品名称")).value).includes("豆油"))
        marks.push(String(row.getCell(col).value));
    });
    expect(marks).toContain("是");
  });
});
