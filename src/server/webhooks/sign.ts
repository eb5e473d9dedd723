import { createHmac, randomBytes } from "node:crypto";

/** A new signing secret: 32 random bytes, hex, prefixed so a leaked one is recognisable. */
export const newSecret = () => `whsec_${randomBytes(32).toString("hex")}`;

/** HMAC-SHA256 over `timestamp.body` with the secret, hex: what X-Agrimall-Signature carries after `sha256=`. */
export const signature = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The headers of one attempt: the event's id (the receiver's idempotency key), the attempt's time and the signature. */
export function signedHeaders(
  secret: string,
  eventId: string,
  eventType: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json; charset=utf-8",
    "user-agent": "Agrimall-Webhook/1.0",
    "x-agrimall-event-id": eventId,
    "x-agrimall-event-type": eventType,
    "x-agrimall-timestamp": String(timestamp),
    "x-agrimall-signature": `sha256=${signature(secret, timestamp, body)}`,
  };
}
