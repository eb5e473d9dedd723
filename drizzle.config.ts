import { defineConfig } from "drizzle-kit";

export default defineConfig({
  schema: "./src/server/db/kit-schema.ts",
  out: "./src/server/db/migrations",
  dialect: "postgresql",
});
