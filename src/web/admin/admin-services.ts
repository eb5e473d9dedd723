import { resources } from "../../../resources";
import { createAccessControl } from "../providers/access-control";
import { createAuthProvider } from "../providers/auth-provider";
import { createDataProvider } from "../providers/data-provider";
import { apiBase } from "../providers/http-client";
import { product } from "../product";
import { http, identity } from "../services";

/** Refine's providers around the shared http client and identity; loaded with the admin chunk only. */
export const dataProvider = createDataProvider(http, resources, { product, apiBase: apiBase() });
export const authProvider = createAuthProvider(http, identity, product);
export const accessControlProvider = createAccessControl(resources, identity);
