import { Route } from "react-router";
import { LoginPage } from "../pages/login-page";

/** Account routes: login, registration, password recovery, personal centre. */
export const accountRoutes = (
  <>
    <Route path="/login" element={<LoginPage />} />
  </>
);
