import type { Db } from "../db/client";
import type { SmsDeps } from "../sms/codes";
import type { Clock } from "./clock";
import { callUrl, type CallName } from "../../core/calls";

/** What every account route module needs. */
export interface AccountDeps extends SmsDeps {
  db: Db;
  clock: Clock;
  product: string;
  /** Where uploaded images are kept (DATA_DIR/uploads). */
  uploadDir: string;
}

export const atPath = (product: string) => (name: CallName) => callUrl(product, name);
