import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * What a test puts in the temp dir (a server's data, an upload store, a scratch database, a browser's profile) goes
 * under one dir of the run, removed when the run ends: the test processes and the servers they start inherit it.
 * Nested setups (one per project) keep the first.
 */
export default function setup() {
  if (process.env.AGRIMALL_TEST_TMP) return;
  const root = mkdtempSync(join(tmpdir(), "agrimall-test-"));
  // open like /tmp itself: the throwaway PostgreSQL cluster runs as the `postgres` user under it
  chmodSync(root, 0o1777);
  const before = process.env.TMPDIR;
  process.env.AGRIMALL_TEST_TMP = root;
  process.env.TMPDIR = root;
  return () => {
    rmSync(root, { recursive: true, force: true });
    delete process.env.AGRIMALL_TEST_TMP;
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  };
}
