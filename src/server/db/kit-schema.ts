import * as schema from "./schema";

// drizzle-kit require()s its schema file and collects the values of its exports. Exporting one object
// whose values are every table keeps generated resource tables (and any table module re-exported by
// schema.ts) visible without naming each one.
const linesTables = Object.fromEntries(
  Object.values(schema.resourceLinesTables)
    .flatMap((byField) => Object.values(byField))
    .map((t, i) => [`lines${i}`, t]),
);
module.exports = { ...schema, ...schema.resourceTables, ...linesTables };
