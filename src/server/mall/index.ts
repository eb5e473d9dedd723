import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { registerBidHomeRoutes } from "./bid-home-routes";
import { registerTagRoutes } from "../tags/tag-routes";
import { registerCartRoutes } from "./cart-routes";
import { registerCatalogRoutes } from "./catalog-routes";
import { registerPageShowRoutes } from "./page-show-routes";
import { registerTraceRoutes } from "./trace-routes";
import { registerContentRoutes } from "./content-routes";
import { registerGoodsExtraRoutes } from "./goods-extra-routes";
import { registerShelfRoutes } from "./shelf-routes";
import { registerRecommendTagRoutes } from "./recommend-tags";
import { registerMessageRoutes } from "./message-routes";
import { registerOrderRoutes } from "./order-routes";
import { registerOrderAddressRoutes } from "./order-address-routes";
import { registerRegionRoutes } from "./region-routes";
import { registerShopRoutes } from "./shop-routes";
import { compressStatic } from "./static-compression";

/** Every route of src/core/mall-endpoints.ts, and compression of the web app the mall is served as. */
export function registerMallRoutes(app: FastifyInstance, db: Db, product: string) {
  compressStatic(app);
  registerCartRoutes(app, db, product);
  registerOrderRoutes(app, db, product);
  registerOrderAddressRoutes(app, db, product);
  registerCatalogRoutes(app, db, product);
  registerShopRoutes(app, db, product);
  registerGoodsExtraRoutes(app, db, product);
  registerShelfRoutes(app, db, product);
  registerRecommendTagRoutes(app, db, product);
  registerContentRoutes(app, db, product);
  registerPageShowRoutes(app, db, product);
  registerTraceRoutes(app, db, product);
  registerMessageRoutes(app, db, product);
  registerRegionRoutes(app, db, product);
  registerBidHomeRoutes(app, db, product);
  registerTagRoutes(app, db, product);
}
