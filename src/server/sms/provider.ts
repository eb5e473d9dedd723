import type { Db } from "../db/client";
import { smsOutbox } from "../db/schema";
import type { Clock } from "../account/clock";

/** One text message to one phone; `purpose` names the flow it belongs to (reg, login, ...). */
export interface SmsMessage {
  phone: string;
  purpose: string;
  content: string;
}

/** Where text messages go. A real gateway implements this; the default keeps them in the database. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The default provider: no gateway, the message lands in the sms_outbox table (listed at /dev/sms
 * outside production) and in the server log.
 */
export function outboxProvider(db: Db, clock: Clock, log: (line: string) => void): SmsProvider {
  return {
    async send(message) {
      await db.insert(smsOutbox).values({ ...message, createdAt: clock() });
      log(`[sms] to ${message.phone}: ${message.content}`);
    },
  };
}
