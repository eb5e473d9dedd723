import { Route } from "react-router";
import { lazyScreen } from "../layout/lazy-screen";

// an article page, opened from the footer: its own chunk, no part of the mall's first load
const IntroductionPage = lazyScreen(() =>
  import("../pages/introduction-page").then((m) => ({ default: m.IntroductionPage })),
);

/** Portal routes: the customer-service column articles (/introduction?id=, 40 for unauthorised users). */
export const portalRoutes = (
  <>
    <Route path="/introduction" element={<IntroductionPage />} />
  </>
);
