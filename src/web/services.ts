import { resources } from "../../resources";
import { createAccessControl } from "./providers/access-control";
import { createAuthProvider } from "./providers/auth-provider";
import { createDataProvider } from "./providers/data-provider";
import { apiBase, createHttpClient } from "./providers/http-client";
import { createIdentity } from "./providers/identity";
import { product } from "./product";

/** The app's single wiring of providers around one http client. */
export const http = createHttpClient();
export const identity = createIdentity(http, product);
export const dataProvider = createDataProvider(http, resources, { product, apiBase: apiBase() });
export const authProvider = createAuthProvider(http, identity, product);
export const accessControlProvider = createAccessControl(resources, identity);
