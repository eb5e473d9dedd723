import { inArray, sql } from "drizzle-orm";
import type { Exec } from "../db/client";
import { rateLimits } from "../db/schema";
import { invalid } from "./errors";

/** At most `max` hits per `windowMs`, counted per subject (a client address, a login name) or over all together. */
export interface Limit {
  max: number;
  windowMs: number;
  per: "subject" | "all";
}

/** A named set of limits; every one must have room for a hit to pass. */
export interface LimitRule {
  name: string;
  limits: Limit[];
  /** The form field the refusal lands on, and its words. */
  field: string;
  message: string;
}

const MINUTE = 60_000;
const BUSY = "操作过于频繁，请稍后再试";

/**
 * SMS costs money and can flood a stranger's phone: one client sends a few a minute, and the whole site has
 * a ceiling that still serves a busy day. The per-phone limits (one a minute, ten a day) stay in sms/codes.ts.
 */
export const SMS_SENDS: LimitRule = {
  name: "sms",
  field: "phone",
  message: "验证码发送过于频繁，请稍后再试",
  limits: [
    { per: "subject", max: 10, windowMs: MINUTE },
    { per: "subject", max: 50, windowMs: 60 * MINUTE },
    { per: "all", max: 300, windowMs: MINUTE },
  ],
};

/**
 * Wrong passwords and wrong SMS login codes, counted per client and over all clients: password spraying over
 * many accounts is slowed, which the per-account lock (auth/lockout.ts) alone does not do.
 */
export const LOGIN_FAILURES: LimitRule = {
  name: "login",
  field: "password",
  message: BUSY,
  limits: [
    { per: "subject", max: 20, windowMs: 15 * MINUTE },
    { per: "all", max: 1000, windowMs: 15 * MINUTE },
  ],
};

/**
 * The calls around whether an account exists (找回密码 by login name, and the code checks after which 该手机号已注册 is
 * said): the spec's flows need them, so a client gets enough for its own account and typos, not a list of names,
 * nor guesses at codes across phones.
 */
export const ACCOUNT_LOOKUPS: LimitRule = {
  name: "lookup",
  field: "login",
  message: BUSY,
  limits: [
    { per: "subject", max: 20, windowMs: 15 * MINUTE },
    { per: "subject", max: 60, windowMs: 24 * 60 * MINUTE },
  ],
};

const keyOf = (rule: LimitRule, l: Limit, subject: string) =>
  `${rule.name}:${l.per === "all" ? "*" : subject}:${l.windowMs}`.slice(0, 120);
const windowOf = (l: Limit, now: Date) => new Date(Math.floor(now.getTime() / l.windowMs) * l.windowMs);

/**
 * Counts one hit against each limit of the rule, one upsert per limit that restarts the count when the window
 * has moved on; true when any limit is now over. A refused hit counts too, so hammering opens no gap.
 */
export async function tally(db: Exec, rule: LimitRule, subject: string, now: Date): Promise<boolean> {
  let over = false;
  for (const l of rule.limits) {
    const [row] = await db
      .insert(rateLimits)
      .values({ key: keyOf(rule, l, subject), windowStart: windowOf(l, now), hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({ hits: rateLimits.hits });
    if ((row?.hits ?? 0) > l.max) over = true;
  }
  return over;
}

/** Counts one hit and refuses it with 422 (the rule's field and words) when a limit is over. */
export async function hit(db: Exec, rule: LimitRule, subject: string, now: Date): Promise<void> {
  if (await tally(db, rule, subject, now)) throw refusal(rule);
}

/** True when a limit of the rule is used up already, without counting (a login refuses before the password check). */
export async function exhausted(db: Exec, rule: LimitRule, subject: string, now: Date): Promise<boolean> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        rule.limits.map((l) => keyOf(rule, l, subject)),
      ),
    );
  return rule.limits.some((l) =>
    rows.some(
      (r) =>
        r.key === keyOf(rule, l, subject) && r.windowStart.getTime() === windowOf(l, now).getTime() && r.hits >= l.max,
    ),
  );
}

/** Refuses with the rule's message when `exhausted`. */
export async function refuseWhenExhausted(db: Exec, rule: LimitRule, subject: string, now: Date): Promise<void> {
  if (await exhausted(db, rule, subject, now)) throw refusal(rule);
}

const refusal = (rule: LimitRule) => invalid({ [rule.field]: rule.message }, rule.message);
