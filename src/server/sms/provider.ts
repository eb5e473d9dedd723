import type { Db } from "../db/client";
import { smsOutbox } from "../db/schema";
import type { Clock } from "../account/clock";

/** One text message to one phone; `purpose` names the flow it belongs to (reg, login, ...). */
export interface SmsMessage {
  phone: string;
  purpose: string;
  /** The whole text, as the outbox and the log keep it. */
  content: string;
  /** The verification code alone: a gateway fills it into its approved template. */
  code: string;
}

/** Where text messages go (`SMS_TRANSPORT`, sms/transport.ts). */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** A gateway that did not take a message; the reason is in the server log, the person is asked to try again. */
export class SmsDeliveryError extends Error {}

/**
 * The demo's provider: no gateway, the message lands in the sms_outbox table (listed at /dev/sms to this machine)
 * and in the server log.
 */
export function outboxProvider(db: Db, clock: Clock, log: (line: string) => void): SmsProvider {
  return {
    async send(message) {
      await db
        .insert(smsOutbox)
        .values({ phone: message.phone, purpose: message.purpose, content: message.content, createdAt: clock() });
      log(`[sms] to ${message.phone}: ${message.content}`);
    },
  };
}

/** `SMS_TRANSPORT=log`: the code only in the server log, for a deployment whose operator reads it (a trial, an intranet). */
export function logProvider(log: (line: string) => void): SmsProvider {
  return {
    async send(message) {
      log(`[sms] to ${message.phone}: ${message.content}`);
    },
  };
}
