import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { formFields } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import { multipart } from "../helpers/multipart";
import { rowCount } from "../helpers/server-count";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let lvye: string;

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
});
afterAll(() => t?.close());

const factory = resourceByName("factory");
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** An xlsx file with the given header row and data rows. */
async function sheet(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet("收货地点");
  ws.addRow(header);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(content: Buffer, cookie = lvye, filename = "收货地点.xlsx") {
  const body = multipart(filename, XLSX, content);
  return t.app.inject({
    method: "POST",
    url: `/gw/${endpointPath(factory.endpoints.import!)}`,
    payload: body.payload,
    headers: { ...body.headers, cookie, systemid: "56" },
  });
}

const HEADER = ["工厂名称", "工厂编码", "所在地区", "详细地址", "收货联系人", "联系电话", "默认收货地点", "备注"];

describe("xlsx import of delivery places", () => {
  it("the template's headers are the form's fields, with a sheet on how to fill each", async () => {
    const res = await t.call("factory", "export", { template: 1 }, { cookie: lvye });
    expect(res.headers["content-disposition"]).toContain(encodeURIComponent("收货地点-导入模板.xlsx"));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(
      formFields(factory).map(([, f]) => f.label),
    );
    expect(book.worksheets[1]!.name).toBe("填写说明");
    const region = (book.worksheets[1]!.getSheetValues() as unknown[][]).find((row) => row?.[1] === "所在地区");
    expect(region).toEqual([
      undefined,
      "所在地区",
      "必填",
      "填写省、市、区县全称，必须到区县一级，如 山东省潍坊市寒亭区",
    ]);
  });

  it("a sheet without the 工厂编码 column is refused: the import could not tell which places it updates", async () => {
    const res = await importFile(
      await sheet(
        ["工厂名称", "所在地区", "详细地址", "收货联系人", "联系电话"],
        [["济南饲料三厂", "山东省济南市历城区", "工业北路18号", "刘明", "0531-88776655"]],
      ),
    );
    expect(res.json().errors).toEqual({ file: "表格缺少“工厂编码”列：导入按它匹配已有的收货地点，请先下载导入模板" });
  });

  it("a row without a 工厂编码, or two rows marked 默认, are refused by row", async () => {
    const file = await sheet(HEADER, [
      ["济南饲料五厂", "", "山东省济南市历城区", "工业北路20号", "刘明", "0531-88776655", "否", ""],
      ["德州原料二仓", "DZ09", "山东省德州市陵城区", "丰泽路11号", "孙强", "13905341234", "是", ""],
      ["聊城原料仓", "LC10", "山东省聊城市东昌府区", "新区街道2号", "周涛", "0635-8123456", "是", ""],
    ]);
    const res = await importFile(file);
    expect(res.json().data.problems).toEqual([
      { row: 2, column: "工厂编码", message: "请输入工厂编码，导入按它匹配已有的收货地点" },
      { row: 3, column: "默认收货地点", message: "默认收货地点只能有一条，第3、4行都填了“是”" },
      { row: 4, column: "默认收货地点", message: "默认收货地点只能有一条，第3、4行都填了“是”" },
    ]);
  });

  it("a file marking one new place 默认 moves the default there, and only there", async () => {
    const file = await sheet(HEADER, [
      ["滨州饲料六厂", "BZ11", "山东省滨州市滨城区", "黄河五路6号", "马涛", "0543-3123456", "是", ""],
    ]);
    expect((await importFile(file)).statusCode).toBe(200);
    const list = (await t.call("factory", "list", { pageSize: 200 }, { cookie: lvye })).json().data.list as {
      name: string;
      isDefault: boolean;
    }[];
    expect(list.filter((row) => row.isDefault).map((row) => row.name)).toEqual(["滨州饲料六厂"]);
  });

  it("creates every row of a good file and says how many", async () => {
    const before = await rowCount(t, "factory");
    const file = await sheet(HEADER, [
      ["济南饲料三厂", "JN06", "山东省济南市历城区", "工业北路18号", "刘明", "0531-88776655", "否", ""],
      ["德州原料仓", "DZ07", "山东省德州市陵城区", "经济开发区丰泽路9号", "孙强", 13905341234, "否", "夜间收货"],
    ]);
    const res = await importFile(file);
    expect([res.statusCode, res.json().data]).toEqual([200, { imported: 2, created: 2, updated: 0 }]);
    expect(await rowCount(t, "factory")).toBe(before + 2);
    const list = (await t.call("factory", "list", { name: "德州原料仓" }, { cookie: lvye })).json().data.list;
    expect(list[0]).toMatchObject({ phone: "13905341234", isDefault: false, remark: "夜间收货" });
  });

  it("writes nothing when any row is wrong, and names each problem by row and column", async () => {
    const before = await rowCount(t, "factory");
    const file = await sheet(HEADER, [
      ["聊城饲料四厂", "LC08", "山东聊城东昌府", "新区街道1号", "周涛", "0635-8123456", "否", ""],
      ["", "X", "山东省", "某地", "王五", "12345", "也许", ""],
    ]);
    const res = await importFile(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe("1行数据有误，未导入任何数据，请修改后重新导入");
    expect(res.json().data.problems).toEqual([
      { row: 3, column: "工厂名称", message: "请输入工厂名称" },
      { row: 3, column: "所在地区", message: "所在地区请选择到区县" },
      { row: 3, column: "联系电话", message: "联系电话格式不正确" },
      { row: 3, column: "默认收货地点", message: "默认收货地点的取值无效" },
    ]);
    expect(await rowCount(t, "factory")).toBe(before);
  });

  it.each([
    ["no file", undefined, "请选择要导入的文件"],
    ["not a spreadsheet", Buffer.from("工厂名称,所在地区\n"), "无法读取该文件，请上传 .xlsx 格式的表格"],
  ])("%s is a 422 on the file", async (_n, content, message) => {
    const res = content
      ? await importFile(content)
      : await t.app.inject({
          method: "POST",
          url: `/gw/${endpointPath(factory.endpoints.import!)}`,
          payload: {},
          headers: { cookie: lvye, systemid: "56" },
        });
    expect([res.statusCode, res.json().errors]).toEqual([422, { file: message }]);
  });

  it("a file name holding a control character is a 422 on the file, and nothing is imported", async () => {
    const before = await rowCount(t, factory.name);
    const res = await importFile(
      await sheet(HEADER, [
        ["潍坊饲料四厂", "WF08", "山东省潍坊市寒亭区", "民主街88号", "王强", "13905361208", "否", ""],
      ]),
      lvye,
      "收货\u0000地点.xlsx",
    );
    expect([res.statusCode, res.json().errors]).toEqual([422, { file: "文件名不能包含控制字符" }]);
    expect(await rowCount(t, factory.name)).toBe(before);
  });

  it("a sheet whose headers match no field is refused before any row is read", async () => {
    const res = await importFile(await sheet(["名字", "地址"], [["某厂", "某地"]]));
    expect(res.json().errors).toEqual({ file: "表头与模板不符，请先下载导入模板" });
  });
});
