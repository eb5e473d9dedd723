import { writeFileSync } from "node:fs";
import { apiCalls } from "../src/server/api/openapi";
import { specCoverageMarkdown } from "../src/server/api/spec-coverage";

writeFileSync(new URL("../docs/spec-coverage.md", import.meta.url), specCoverageMarkdown(apiCalls()));
console.log("docs/spec-coverage.md written");
