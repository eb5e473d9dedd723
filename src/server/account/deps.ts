import type { Db } from "../db/client";
import type { SmsDeps } from "../sms/codes";
import type { Clock } from "./clock";
import type { FileStore } from "../files/store";
import { callUrl, type CallName } from "../../core/calls";

/** What every account route module needs. */
export interface AccountDeps extends SmsDeps {
  db: Db;
  clock: Clock;
  product: string;
  /** Where uploads are kept: DATA_DIR/uploads, or the database that several processes share. */
  files: FileStore;
}

export const atPath = (product: string) => (name: CallName) => callUrl(product, name);
