import { SHOP_NEEDS_CERT } from "../../core/certification-gates";
import { chinaToday, isBlank } from "../../core/field-rules";
import { LICENCES, TRACED_CATEGORIES } from "../../core/traceability";
import { certifiedFor } from "../account/realname-standing";
import { forbidden, invalid } from "../http/errors";
import type { OpContext, Row } from "../operations/context";
import { linesOf } from "../operations/lines";
import type { Line, Values } from "../validation/payload";
import { ensureDecoration } from "./shop-decoration";
import type { ResourceHooks } from "./types";
import { nowMs } from "../clock";

/** Spec §8: only the enterprise's administrator opens its shop. */
export const NOT_ADMIN = "您不是该企业管理员，请联系企业管理员开店或注册新企业";

/**
 * A shop dealing in a regulated category (src/core/traceability.ts) is audited only with the licence photo of its
 * kind on file, and every such category line names its licence number and expiry.
 */
const LICENSED = new Set(TRACED_CATEGORIES);

/** Field errors of a shop's categories and licences, keyed as the form shows them (`qualifications.1.licenseNo`). */
function licenceProblems(ctx: OpContext, row: Values, lines: Line[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<unknown>();
  lines.forEach((line, i) => {
    const at = `qualifications.${i}`;
    if (seen.has(line.category)) errors[`${at}.category`] = `经营类目“${line.category}”重复`;
    seen.add(line.category);
    if (!LICENSED.has(String(line.category))) return;
    if (isBlank(line.licenseNo)) errors[`${at}.licenseNo`] = `经营${line.category}须填写许可证编号`;
    if (isBlank(line.expireDate)) errors[`${at}.expireDate`] = `经营${line.category}须填写许可证有效期`;
    else if (expired(line.expireDate)) errors[`${at}.expireDate`] = `${line.category}许可证已过期，请更新证件后再提交`;
  });
  if (!isBlank(row.licenseExpire) && expired(row.licenseExpire))
    errors.licenseExpire = "营业执照已过期，请更新证件后再提交";
  for (const { image: field, categories } of Object.values(LICENCES)) {
    const needed = lines.find((l) => categories.includes(String(l.category)));
    if (needed && isBlank(row[field]))
      errors[field] = `经营${needed.category}须上传${ctx.resource.fields[field]!.label}`;
  }
  return errors;
}

/** A licence valid until a day before today (China time) has run out. */
const expired = (date: unknown) => String(date) < chinaToday(nowMs());

/** Opening a shop needs the administrator's verified real name or the enterprise's approved certification. */
async function requireCertified(ctx: OpContext) {
  const { userId, enterpriseId, systemId } = ctx.caller;
  if (!(await certifiedFor(ctx.tx, { userId, enterpriseId, systemId }))) throw invalid(undefined, SHOP_NEEDS_CERT);
}

function refuseProblems(errors: Record<string, string>) {
  const first = Object.values(errors)[0];
  if (first) throw invalid(errors, first);
}

/** Opening a shop (docs/seller.md): the administrator applies, with the licences its categories need. */
export const shopHooks: ResourceHooks = {
  async beforeCreate(ctx, values, lines) {
    if (!ctx.caller.grants.admin) throw forbidden(NOT_ADMIN);
    await requireCertified(ctx);
    refuseProblems(licenceProblems(ctx, values, lines.qualifications ?? []));
  },
  async beforeUpdate(ctx, values, current, lines) {
    if (!ctx.caller.grants.admin) throw forbidden(NOT_ADMIN);
    const kept =
      lines.qualifications ??
      ((await linesOf(ctx, [current.id])).get(current.id)?.qualifications as Line[] | undefined) ??
      [];
    refuseProblems(licenceProblems(ctx, { ...current, ...values }, kept));
  },
  async afterWrite(ctx, row) {
    await ensureDecoration(ctx.tx, row as Row & { enterpriseId: number; systemId: number });
  },
  async beforeAction(ctx, action, rows: Row[]) {
    // a resubmission is audited on what is on file, so it must still hold the licences
    if (action !== "resubmit") return;
    await requireCertified(ctx);
    const all = await linesOf(
      ctx,
      rows.map((r) => r.id),
    );
    for (const row of rows)
      refuseProblems(licenceProblems(ctx, row, (all.get(row.id)?.qualifications ?? []) as Line[]));
  },
};
