import type { ActionDef } from "../define-resource";
import type { EndpointDef } from "../endpoint";
import { f } from "../fields";

/** A move the suppliers who answered a notice must hear of (they may be waiting to quote again, or to be chosen). */
export const toAnswerers = (answers: string, title: string) => ({ to: { answers }, title });

/** What differs between two notices suppliers answer; `{title}` in a message is the notice's. */
export interface TenderControlsOf {
  /** The resource's name, which prefixes the buttons (`bidOrder:hang`). */
  name: string;
  /** The resource whose rows answer the notice; their senders hear of each move. */
  answers: string;
  /** The state the notice takes answers in (quoting, bidding). */
  open: string;
  /** States besides `open` and 已挂起 that 结束 ends (a tender past its deadline). */
  finishesToo?: string[];
  endpoints: { hang: EndpointDef; resume: EndpointDef; finish: EndpointDef };
  resume: { label: string; says: string };
  finish: { label: string; confirm: string; says: string };
  hungSays: string;
}

/**
 * 挂起, its undoing and 结束 of a notice suppliers answer (招标询价单, 竞价单): the purchaser pauses the answering,
 * with a reason, takes it up again, or ends it; the suppliers who answered hear of each.
 */
export function tenderControls(c: TenderControlsOf): { hang: ActionDef; resume: ActionDef; finish: ActionDef } {
  return {
    hang: {
      label: "挂起",
      endpoint: c.endpoints.hang,
      from: [c.open],
      to: "hung",
      button: `${c.name}:hang`,
      confirm: "挂起后供应商将暂时无法报价，确定挂起吗？",
      notify: toAnswerers(c.answers, c.hungSays),
      form: {
        reason: f.textarea("挂起原因", {
          required: true,
          max: 200,
          placeholder: "如 采购需求调整，待重新确认数量",
          examples: ["采购需求调整，待重新确认数量"],
        }),
      },
    },
    resume: {
      label: c.resume.label,
      endpoint: c.endpoints.resume,
      from: ["hung"],
      to: c.open,
      button: `${c.name}:resume`,
      notify: toAnswerers(c.answers, c.resume.says),
    },
    finish: {
      label: c.finish.label,
      endpoint: c.endpoints.finish,
      from: [c.open, "hung", ...(c.finishesToo ?? [])],
      to: "finished",
      button: `${c.name}:finish`,
      confirm: c.finish.confirm,
      notify: toAnswerers(c.answers, c.finish.says),
    },
  };
}
