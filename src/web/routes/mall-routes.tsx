import { Route } from "react-router";
import { HomePage } from "../pages/home-page";

/** Public mall routes (home, search, goods, shops, cart, orders, content pages). */
export const mallRoutes = (
  <>
    <Route path="/" element={<HomePage />} />
  </>
);
