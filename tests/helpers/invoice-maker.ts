import { chinaToday } from "../../src/core/field-rules";
import { routeTo } from "../../src/core/flows/transition";
import { endpointPath } from "../../src/core/endpoint";
import { resourceByName } from "../../resources";
import { act, buyerFor, formOf } from "./maker-moves";
import type { RowMaker } from "./row-makers";

/**
 * A buyer's 发票申请 on a paid order at the owner's shop, under the buyer enterprise's first 开票信息, moved into
 * `state` by its parties. 开票 is filled as the seller would: the amount the request names and today's date.
 */
export const invoiceRequestMaker =
  (paidOrder: RowMaker): RowMaker =>
  async (api, { owner, state }) => {
    const orderId = await paidOrder(api, { owner, state: "paid" });
    if (orderId === undefined) return undefined;
    const buyer = buyerFor(owner);
    const titles = resourceByName("invoiceTitle").endpoints.list!;
    const listed = await api.call(buyer, titles.http, endpointPath(titles), { pageSize: 20 });
    const title = (listed.data?.list as { id: number; kind: string }[] | undefined)?.[0];
    if (!title) throw new Error(`${buyer} has no 开票信息 to ask an invoice under`);
    const r = resourceByName("invoiceRequest");
    const apply = r.audiences!.buyer!.create!.endpoint;
    const res = await api.call(buyer, apply.http, endpointPath(apply), {
      orderId,
      kind: title.kind,
      titleId: title.id,
    });
    if (res.status !== 200) throw new Error(`invoiceRequest apply as ${buyer} answered ${res.status}: ${res.body}`);
    const { id, amount } = res.data as { id: number; amount: number };
    const filled: Record<string, Record<string, unknown>> = {
      issue: { invoicedAmount: amount, invoiceDate: chinaToday(api.now()) },
    };
    for (const step of routeTo(r, r.flow!.initial, state) ?? [])
      await act(api, r.actions![step]!.by === "buyer" ? buyer : owner, r, step, {
        id,
        ...formOf(r, step),
        ...filled[step],
      });
    return id;
  };
