import { writeFileSync } from "node:fs";
import { resources } from "../resources";
import { apiCatalogue } from "../src/core/api-catalogue";

writeFileSync(new URL("../docs/api.md", import.meta.url), apiCatalogue(resources));
console.log("docs/api.md written");
