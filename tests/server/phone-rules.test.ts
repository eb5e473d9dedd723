import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { caller } from "./account-helpers";
import { mallCall } from "./mall-api";

/**
 * One phone rule per kind (src/core/phone-rules.ts, docs/validation.md): where an SMS is sent or an account is named
 * (registration, an invited employee, a delivery address's recipient) only a mainland mobile is taken; a shop's
 * 联系电话 is dialled, so a landline or a 400 line is taken too. A number no phone has is refused everywhere.
 */
let t: TestApp;
let seller: string;
let buyer: string;

beforeAll(async () => {
  t = await testApp();
  seller = await t.login("13800000001");
  buyer = await t.login("13800000002");
});
afterAll(() => t?.close());

/** Each place a phone is typed; each call but registration's code leaves another field wrong, so nothing is saved. */
type Place = { kind: "mobile" | "contact"; send: (phone: string) => Promise<LightMyRequestResponse>; at?: string };
const places: Record<string, Place> = {
  registration: { kind: "mobile", send: (phone) => caller(t).post("usercenter.reg.sms.send", { phone }) },
  "a delivery address": {
    kind: "mobile",
    send: (phone) =>
      mallCall(t, "addressSave", { name: "王立新", phone, region: "", detail: "北仓库" }, { cookie: buyer }),
  },
  "an order's new address": {
    kind: "mobile",
    // every problem of the new address answers under `address`
    at: "address",
    send: (phone) =>
      mallCall(
        t,
        "orderSave",
        {
          submitKey: "phone-rule-check",
          goodsId: 1,
          quantity: 0,
          address: { name: "王立新", phone, region: "河南省郑州市金水区", detail: "北仓库" },
        },
        { cookie: buyer },
      ),
  },
  "an invited employee": {
    kind: "mobile",
    send: (phone) => t.call("employee", "create", { name: "", phone, department: "采购部" }, { cookie: seller }),
  },
  "a shop's contact": {
    kind: "contact",
    send: (phone) => t.call("shop", "create", { name: "", contact: "李春华", phone }, { cookie: buyer, systemId: 62 }),
  },
};

/** What the place says of the phone: its message, or undefined when the phone was taken. */
async function phoneError({ send, at = "phone" }: Place, phone: string): Promise<string | undefined> {
  const res = await send(phone);
  // registration sends the code when the phone is right
  if (res.statusCode === 200) return undefined;
  expect(res.statusCode).toBe(422);
  return (res.json().errors as Record<string, string>)[at];
}

describe("one phone rule per kind", () => {
  it.each(Object.entries(places))("%s refuses 12012345678, a number no phone has", async (_, place) => {
    expect(await phoneError(place, "12012345678")).toMatch(/格式不正确$/);
  });

  it.each(Object.entries(places))("%s takes a mobile", async (_, place) => {
    expect(await phoneError(place, "13912345678")).toBeUndefined();
  });

  it.each(Object.entries(places))(
    "%s takes a landline or a 400 line only when it is a contact phone",
    async (_, place) => {
      for (const phone of ["0536-7256801", "400-600-1234"]) {
        const error = await phoneError(place, phone);
        if (place.kind === "contact") expect(error).toBeUndefined();
        else expect(error).toMatch(/格式不正确$/);
      }
    },
  );
});
