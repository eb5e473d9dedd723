// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointPath } from "../../src/core/endpoint";
import { fixture } from "../helpers/fixture-resources";
import { multipart } from "../helpers/multipart";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * An import key on the engine's fixture (交货地点 by 地点编码): a row whose key a row of the enterprise already
 * holds updates that row, any other creates one, and a row without the key is refused by its row number.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

const place = fixture.resources.byName("fxPlace");
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function importRows(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet("交货地点");
  ws.addRow(["地点名称", "地点编码"]);
  rows.forEach((r) => ws.addRow(r));
  const body = multipart("交货地点.xlsx", XLSX, Buffer.from(await book.xlsx.writeBuffer()));
  return t.app.inject({
    method: "POST",
    url: `/gw/${endpointPath(place.endpoints.import!)}`,
    payload: body.payload,
    headers: { ...body.headers, cookie, systemid: "56" },
  });
}

const names = async () =>
  (
    (await t.call("fxPlace", "list", { pageSize: 200 }, { cookie })).json().data.list as {
      name: string;
      code: string;
    }[]
  ).map((r) => `${r.code}:${r.name}`);

describe("an import key of a fixture resource", () => {
  it("creates rows of new keys and updates the row holding a known one", async () => {
    const first = await importRows([
      ["一号仓", "P01"],
      ["二号仓", "P02"],
    ]);
    expect([first.statusCode, first.json().data]).toEqual([200, { imported: 2, created: 2, updated: 0 }]);
    const second = await importRows([
      ["一号仓（新址）", "P01"],
      ["三号仓", "P03"],
    ]);
    expect([second.statusCode, second.json().data]).toEqual([200, { imported: 2, created: 1, updated: 1 }]);
    expect(await names()).toEqual(["P01:一号仓（新址）", "P02:二号仓", "P03:三号仓"]);
  });

  it("refuses a row without its key, by row, and imports nothing of the file", async () => {
    const before = await names();
    const res = await importRows([
      ["四号仓", "P04"],
      ["无编码仓", ""],
    ]);
    expect(res.json().data.problems).toEqual([
      { row: 3, column: "地点编码", message: expect.stringContaining("地点编码") },
    ]);
    expect(await names()).toEqual(before);
  });
});
