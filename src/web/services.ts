import { createHttpClient } from "./providers/http-client";
import { createIdentity } from "./providers/identity";
import { product } from "./product";

/**
 * The app's one http client and the cached current user. Kept free of the resource config and the
 * Refine providers (src/web/admin/admin-services.ts) so the mall's first load does not carry them.
 */
export const http = createHttpClient();
export const identity = createIdentity(http, product);
