/**
 * `npm run admin:create -- --login <login> --name <姓名> [--phone <手机号>]`: makes a platform operator on the database
 * the server would use (DATABASE_URL, else PGlite under DATA_DIR; stop a PGlite server first, only one process may
 * open its directory). The password is asked twice without echo, or read from AGRIMALL_ADMIN_PASSWORD where no one
 * can type (a deploy job). Production has no demo accounts, so this is how its first operator is made.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { createOperator } from "../operator-account";
import { readSecret } from "./read-secret";

const { values } = parseArgs({
  options: { login: { type: "string" }, name: { type: "string" }, phone: { type: "string" } },
});
if (!values.login || !values.name) {
  console.error("usage: npm run admin:create -- --login <login> --name <姓名> [--phone <手机号>]");
  process.exit(2);
}

async function password(): Promise<string> {
  const given = process.env.AGRIMALL_ADMIN_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) throw new Error("no terminal to ask the password on: set AGRIMALL_ADMIN_PASSWORD");
  const first = await readSecret("密码（8-20位，含字母和数字）：");
  if ((await readSecret("再次输入密码：")) !== first) throw new Error("两次输入的密码不一致");
  return first;
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "./data",
});
try {
  await database.migrate();
  const made = await createOperator(database.db, {
    login: values.login,
    name: values.name,
    phone: values.phone,
    password: await password(),
  });
  if ("problems" in made) {
    for (const [field, problem] of Object.entries(made.problems)) console.error(`${field}: ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(`platform operator ${values.login} created (user ${made.userId}); log in at /login`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
