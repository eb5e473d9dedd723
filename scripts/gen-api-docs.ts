import { writeFileSync } from "node:fs";
import { apiMarkdown } from "../src/server/api/api-markdown";
import { openApiDocument } from "../src/server/api/openapi";

writeFileSync(new URL("../docs/api.md", import.meta.url), apiMarkdown(openApiDocument()));
console.log("docs/api.md written");
