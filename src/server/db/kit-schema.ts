import * as accountTables from "./account-tables";
import { resourceTables } from "./schema";

// drizzle-kit require()s its schema file and collects the values of its exports. Exporting one object
// whose values are every table keeps generated resource tables visible without naming each one.
module.exports = { ...accountTables, ...resourceTables };
