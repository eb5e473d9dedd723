import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { smsCodes } from "../db/schema";
import { invalid } from "../http/errors";
import { SMS_SENDS, tally } from "../http/rate-limit";
import { MINUTE, type Clock } from "../account/clock";
import { SmsDeliveryError, type SmsProvider } from "./provider";

export const CODE_TTL = 5 * MINUTE;
export const RESEND_AFTER = MINUTE;
export const DAILY_LIMIT = 10;
export const MAX_TRIES = 5;
/** How long a passed check stays usable for the flow's next step (set password, new phone). */
export const TICKET_TTL = 10 * MINUTE;

/** The flows that send codes, with the words the message uses. */
export const PURPOSES = {
  reg: "注册",
  login: "登录",
  retrieve: "找回密码",
  phoneOld: "更换手机号（原手机）",
  phoneNew: "绑定新手机号",
} as const;
export type Purpose = keyof typeof PURPOSES;

export interface SmsDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  /** Brand in the message signature. */
  brand?: string;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const hashCode = (code: string, salt: string) => `sha256$${salt}$${sha256(`${salt}:${code}`)}`;

function codeMatches(code: string, stored: string): boolean {
  const [, salt, hex] = stored.split("$");
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, "hex");
  const actual = Buffer.from(sha256(`${salt}:${code}`), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Midnight of the current China-time day (UTC+8, no daylight saving) as an instant. */
function startOfChinaDay(now: Date): Date {
  const shift = 8 * 60 * MINUTE;
  const day = 24 * 60 * MINUTE;
  return new Date(Math.floor((now.getTime() + shift) / day) * day - shift);
}

export interface SendRequest {
  phone: string;
  purpose: Purpose;
  /** The requesting client's address: its sends are limited with every other process's (http/rate-limit.ts). */
  client: string;
  /** The form field a refusal lands on. */
  field?: string;
  /**
   * False for a phone no account has where the flow must not tell (SMS login): everything happens as for a
   * real send, limits and all, except that no message leaves.
   */
  deliver?: boolean;
}

/**
 * Sends a fresh 6-digit code: a few a minute per client and a ceiling over all clients, then once a minute and
 * ten times a (China) day per phone, whatever the flow.
 */
export async function sendCode(
  d: SmsDeps,
  { phone, purpose, client, field = "phone", deliver = true }: SendRequest,
): Promise<void> {
  const now = d.clock();
  if (await tally(d.db, SMS_SENDS, client, now)) throw invalid({ [field]: SMS_SENDS.message }, SMS_SENDS.message);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await d.db.transaction(async (tx) => {
    // one sender per phone at a time, so parallel requests cannot slip past the rate check together
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const [last] = await tx
      .select({ at: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < RESEND_AFTER) {
      const wait = Math.ceil((RESEND_AFTER - (now.getTime() - last.at.getTime())) / 1000);
      const msg = `验证码发送过于频繁，请${wait}秒后再试`;
      throw invalid({ [field]: msg }, msg);
    }
    const [today] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, startOfChinaDay(now))));
    if ((today?.n ?? 0) >= DAILY_LIMIT) {
      const msg = "该手机号今日获取验证码次数已达上限，请明天再试";
      throw invalid({ [field]: msg }, msg);
    }
    const salt = randomBytes(8).toString("hex");
    await tx.insert(smsCodes).values({
      phone,
      purpose,
      codeHash: hashCode(code, salt),
      expiresAt: new Date(now.getTime() + CODE_TTL),
      createdAt: now,
    });
  });
  if (!deliver) return;
  const content = `【${d.brand ?? "农牧商城"}】您的${PURPOSES[purpose]}验证码为${code}，5分钟内有效，请勿泄露给他人。`;
  try {
    await d.sms.send({ phone, purpose, content, code });
  } catch (error) {
    // the gateway logged why; the person may ask again once the minute is up
    if (error instanceof SmsDeliveryError) throw invalid({ [field]: SMS_FAILED }, SMS_FAILED);
    throw error;
  }
}

export const SMS_FAILED = "短信发送失败，请稍后重新获取验证码";

/** What a code that is not there (used, expired, never sent) is answered with. */
export const CODE_GONE = "验证码已失效，请重新获取";

/**
 * Checks the latest live code of the phone for the flow. Right: the code is used up and a one-time
 * ticket for the next step comes back. Wrong: one try fewer; the fifth wrong try burns the code.
 */
export async function verifyCode(
  d: SmsDeps,
  phone: string,
  purpose: Purpose,
  code: string,
  field = "code",
): Promise<string> {
  const now = d.clock();
  const fail = (msg: string) => invalid({ [field]: msg }, msg);
  const [row] = await d.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= now) throw fail(CODE_GONE);
  if (!codeMatches(code, row.codeHash)) {
    const [after] = await d.db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
      .returning({ tries: smsCodes.tries });
    const tries = after?.tries ?? MAX_TRIES;
    if (tries >= MAX_TRIES) {
      await d.db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, row.id));
      throw fail("验证码错误次数过多，请重新获取");
    }
    throw fail(`验证码错误，还可尝试${MAX_TRIES - tries}次`);
  }
  const ticket = randomBytes(24).toString("hex");
  const [claimed] = await d.db
    .update(smsCodes)
    .set({ usedAt: now, ticketHash: sha256(ticket), ticketExpiresAt: new Date(now.getTime() + TICKET_TTL) })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  // a concurrent request used the same code first
  if (!claimed) throw fail("验证码已失效，请重新获取");
  return ticket;
}

function ticketWhere(phone: string, purpose: Purpose, ticket: string, now: Date) {
  return and(
    eq(smsCodes.phone, phone),
    eq(smsCodes.purpose, purpose),
    isNotNull(smsCodes.ticketHash),
    eq(smsCodes.ticketHash, sha256(ticket)),
    gt(smsCodes.ticketExpiresAt, now),
  );
}

/** What a ticket that is not there (used, expired, never given) is answered with. */
export const TICKET_GONE = "验证已过期，请重新获取验证码";

/** True when the ticket of a passed check is still usable; does not use it up. */
export async function ticketValid(d: SmsDeps, phone: string, purpose: Purpose, ticket: string): Promise<boolean> {
  if (!ticket) return false;
  const [row] = await d.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(ticketWhere(phone, purpose, ticket, d.clock()))
    .limit(1);
  return !!row;
}

/** Uses up the ticket of a passed check (once), or refuses with 422 on `field`. */
export async function useTicket(
  d: SmsDeps,
  phone: string,
  purpose: Purpose,
  ticket: string,
  field = "code",
): Promise<void> {
  const [row] = ticket
    ? await d.db
        .update(smsCodes)
        .set({ ticketHash: null })
        .where(ticketWhere(phone, purpose, ticket, d.clock()))
        .returning({ id: smsCodes.id })
    : [];
  if (!row) throw invalid({ [field]: TICKET_GONE }, TICKET_GONE);
}
