import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await testApp();
  finance = await t.login("13800000001");
});
afterAll(() => t?.close());

const FULL = {
  title: "绿野饲料有限公司新乡分公司",
  taxNo: "91370702MA3C6LY01N",
  bankName: "中国农业银行新乡红旗支行",
  bankAccount: "16230101040012345",
  address: "河南省新乡市红旗区新长南线9号",
  phone: "0373-5068822",
};
const save = (body: Record<string, unknown>) => t.call("invoiceTitle", "create", body, { cookie: finance });
const titles = async () =>
  (await t.call("invoiceTitle", "list", { pageSize: 50 }, { cookie: finance })).json().data.list as {
    id: number;
    title: string;
    isDefault: boolean;
  }[];

describe("开票信息: what a buyer enterprise keeps for its VAT invoices", () => {
  it("asks a 专票 title for every field, naming each one missing", async () => {
    const res = await save({ kind: "special", title: FULL.title, taxNo: FULL.taxNo });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["address", "bankAccount", "bankName", "phone"]);
    const full = await save({ kind: "special", ...FULL });
    expect(full.statusCode, full.body).toBe(200);
  });

  it("asks a 普票 title for its 抬头 and 税号 only, and keeps no bank details on it", async () => {
    const bare = await save({ kind: "normal" });
    expect(Object.keys(bare.json().errors).sort()).toEqual(["taxNo", "title"]);
    const res = await save({ kind: "normal", ...FULL, title: "绿野饲料有限公司（普票）" });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await t.call("invoiceTitle", "get", { id: res.json().data.id }, { cookie: finance })).json().data;
    expect([row.bankName, row.bankAccount, row.address, row.phone]).toEqual([null, null, null, null]);
  });

  it("says why a 税号 is refused: its shape, or a check character that does not hold", async () => {
    const short = await save({ kind: "normal", title: "某公司", taxNo: "91370702MA3C6LY01" });
    expect(short.json().errors).toEqual({ taxNo: "税号应为18位数字或大写字母" });
    // one character mistyped: the last no longer checks the others
    const slip = await save({ kind: "normal", title: "某公司", taxNo: "91370702MA3C6LY01M" });
    expect(slip.json().errors).toEqual({ taxNo: "税号校验位不正确" });
  });

  it("refuses a bank account that is not digits, on its field", async () => {
    const res = await save({ kind: "special", ...FULL, bankAccount: "6222 0216 abc" });
    expect(res.json().errors).toEqual({ bankAccount: "银行账号应为8至30位数字" });
  });

  it("keeps one default: a title made the default takes the mark from the one before", async () => {
    const before = (await titles()).filter((x) => x.isDefault);
    expect(before).toHaveLength(1);
    const res = await save({ kind: "normal", title: "绿野饲料有限公司（默认）", taxNo: FULL.taxNo, isDefault: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await titles()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([res.json().data.id]);
  });

  it("is the enterprise's own: another enterprise neither lists nor reads it", async () => {
    const other = await t.login("13800000002");
    const mine = (await titles()).map((x) => x.title);
    const theirs = (await t.call("invoiceTitle", "list", { pageSize: 50 }, { cookie: other })).json().data.list;
    expect(theirs.map((x: { title: string }) => x.title)).toEqual(["丰收牧业合作社"]);
    expect(mine).toContain("绿野饲料有限公司");
    const id = (await titles())[0]!.id;
    expect((await t.call("invoiceTitle", "get", { id }, { cookie: other })).statusCode).toBe(404);
  });
});
