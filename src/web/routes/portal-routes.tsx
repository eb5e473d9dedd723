import { Route } from "react-router";
import { IntroductionPage } from "../pages/introduction-page";

/** Portal routes: the customer-service column articles (/introduction?id=, 40 for unauthorised users). */
export const portalRoutes = (
  <>
    <Route path="/introduction" element={<IntroductionPage />} />
  </>
);
