import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFields, enterpriseFields } from "../../src/core/account-fields";
import { addressBookFields, addressFields } from "../../src/core/address-fields";
import { bidFields } from "../../src/core/auction-fields";
import { fieldRules } from "../../src/core/field-rules";
import { isTextual, type FieldDef } from "../../src/core/fields";
import { orderFields } from "../../src/core/order-fields";
import { testApp, type TestApp } from "../helpers/server-app";
import { caller } from "./account-helpers";
import { mallCall } from "./mall-api";

/**
 * Every hand-written payload is checked by the field set declared for it (docs/validation.md): for each field of
 * each set that has a limit, the endpoints taking it refuse a value one past the limit with the declaration's own
 * message. The values and messages come from the sets, so a limit changed or a field added is walked at once.
 */
let t: TestApp;
let buyer: string;

beforeAll(async () => {
  t = await testApp();
  buyer = await t.login("13800000002");
});
afterAll(() => t?.close());

type Send = (value: unknown) => Promise<LightMyRequestResponse>;
/** An endpoint taking one field of a set: how to send a value of it, and the key its error answers under. */
type Taker = { call: string; send: Send; at?: string };

/** Who takes each field of each declared set. */
const takers: Record<string, { fields: Record<string, FieldDef>; of: Record<string, Taker[]> }> = {
  account: {
    fields: accountFields,
    of: {
      phone: [
        { call: "usercenter.reg.sms.send", send: (phone) => caller(t).post("usercenter.reg.sms.send", { phone }) },
      ],
      code: [
        {
          call: "usercenter.reg.sms.verify",
          send: (code) => caller(t).post("usercenter.reg.sms.verify", { phone: "13912345678", code }),
        },
      ],
      name: [
        {
          call: "usercenter.user.update.info",
          send: (name) => caller(t).post("usercenter.user.update.info", { name }, buyer),
        },
      ],
      email: [
        {
          call: "usercenter.user.update.info",
          send: (email) => caller(t).post("usercenter.user.update.info", { name: "李春华", email }, buyer),
        },
      ],
    },
  },
  enterprise: {
    fields: enterpriseFields,
    of: Object.fromEntries(
      Object.keys(enterpriseFields).map((key) => [
        key,
        [
          {
            call: "usercenter.org.register",
            send: (value: unknown) => caller(t).post("usercenter.org.register", { [key]: value }, buyer),
          },
        ],
      ]),
    ),
  },
  addressBook: {
    fields: addressBookFields,
    of: Object.fromEntries(
      Object.keys(addressBookFields).map((key) => [
        key,
        [
          {
            call: "addressSave",
            send: (value: unknown) => mallCall(t, "addressSave", { [key]: value }, { cookie: buyer }),
          },
        ],
      ]),
    ),
  },
  address: {
    fields: addressFields,
    of: Object.fromEntries(
      Object.keys(addressFields).map((key) => [
        key,
        [
          {
            call: "orderSave",
            at: "address",
            send: (value: unknown) =>
              mallCall(
                t,
                "orderSave",
                { submitKey: "declared-walk", address: { ...anAddress, [key]: value } },
                { cookie: buyer },
              ),
          },
          // the goods page asks whether a goods reaches the region its buyer picks
          ...(key === "region"
            ? [
                {
                  call: "deliveryCheck",
                  send: (region: unknown) => mallCall(t, "deliveryCheck", { goodsId: 1, region }, { cookie: buyer }),
                },
              ]
            : []),
        ],
      ]),
    ),
  },
  order: {
    fields: orderFields,
    of: {
      quantity: [
        {
          call: "cartUpdate",
          send: (quantity) => mallCall(t, "cartUpdate", { goodsId: 1, quantity }, { cookie: buyer }),
        },
        {
          call: "cartQuantity",
          send: (quantity) => mallCall(t, "cartQuantity", { id: 1, quantity }, { cookie: buyer }),
        },
        {
          call: "orderSave",
          send: (quantity) =>
            mallCall(t, "orderSave", { submitKey: "declared-walk", goodsId: 1, quantity }, { cookie: buyer }),
        },
        { call: "freight", send: (quantity) => mallCall(t, "freight", { goodsId: 1, quantity }, { cookie: buyer }) },
      ],
      remark: [
        {
          call: "orderSave",
          at: "remarks",
          send: (remark) =>
            mallCall(t, "orderSave", { submitKey: "declared-walk", remarks: { 1: remark } }, { cookie: buyer }),
        },
      ],
      cancelReason: [
        {
          call: "orderCancel",
          at: "reason",
          send: (reason) => mallCall(t, "orderCancel", { id: 1, reason }, { cookie: buyer }),
        },
      ],
    },
  },
  auctionBid: {
    fields: bidFields,
    of: {
      price: [{ call: "auctionBid", send: (price) => mallCall(t, "auctionBid", { id: 1, price }, { cookie: buyer }) }],
    },
  },
};

const anAddress = { name: "王立新", phone: "13700001111", region: "河南省郑州市金水区", detail: "康牧兽药 北仓库" };

/** A value one past the field's limit: a character too many, or one more than the largest number. */
const overMax = (f: FieldDef) => (isTextual(f.type) ? "长".repeat(f.max! + 1) : f.max! + 1);

const limited = Object.entries(takers).flatMap(([set, { fields, of }]) =>
  Object.entries(fields)
    .filter(([, f]) => f.max !== undefined)
    .map(([key, f]) => ({
      set,
      key,
      field: f,
      message: fieldRules(fields, key).find((r) => r.kind === "maxLength" || r.kind === "max")!.message,
      takers: of[key] ?? [],
    })),
);

describe("hand-written payloads checked by their declared fields", () => {
  it.each(limited.map((l) => [`${l.set}.${l.key}`, l] as const))("%s has an endpoint that takes it", (_, l) => {
    expect(l.takers.length).toBeGreaterThan(0);
  });

  it.each(
    limited.flatMap((l) =>
      l.takers.map((taker) => [`${taker.call} refuses ${l.set}.${l.key} past ${l.field.max}`, l, taker] as const),
    ),
  )("%s", async (_, l, taker) => {
    const res = await taker.send(overMax(l.field));
    expect([res.statusCode, res.json().errors?.[taker.at ?? l.key]]).toEqual([422, l.message]);
  });
});
