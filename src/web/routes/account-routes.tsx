import { lazy } from "react";
import { Navigate, Route } from "react-router";
import { lazyScreen } from "../layout/lazy-screen";

const ErrorPage = lazyScreen(() => import("../pages/error-page"));

// the login form (antd Form and its validation) is no part of the mall's first load
const LoginPage = lazyScreen(() => import("../pages/login-page").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("../pages/account/register-page").then((m) => ({ default: m.RegisterPage })));
const EntRegisterPage = lazy(() =>
  import("../pages/account/ent-register-page").then((m) => ({ default: m.EntRegisterPage })),
);
const RetrievePwdPage = lazy(() =>
  import("../pages/account/retrieve-pwd-page").then((m) => ({ default: m.RetrievePwdPage })),
);
const PersonalLayout = lazy(() => import("../personal/personal-layout").then((m) => ({ default: m.PersonalLayout })));
const InfoPage = lazy(() => import("../personal/info-page").then((m) => ({ default: m.InfoPage })));
const ChangeInfoPage = lazy(() => import("../personal/change-info-page").then((m) => ({ default: m.ChangeInfoPage })));
const ChangePwdPage = lazy(() => import("../personal/change-pwd-page").then((m) => ({ default: m.ChangePwdPage })));
const ChangePhonePage = lazy(() =>
  import("../personal/change-phone-page").then((m) => ({ default: m.ChangePhonePage })),
);
const EntInfoPage = lazy(() => import("../personal/ent-info-page").then((m) => ({ default: m.EntInfoPage })));
const EntChangePage = lazy(() => import("../personal/ent-change-page").then((m) => ({ default: m.EntChangePage })));
const MessagesPage = lazy(() => import("../personal/messages-page").then((m) => ({ default: m.MessagesPage })));
const SmsOutboxPage = lazy(() => import("../dev/sms-outbox-page").then((m) => ({ default: m.SmsOutboxPage })));

/** Account routes: login, registration, password recovery, personal centre, and the dev SMS outbox. */
export const accountRoutes = (
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/register" element={<RegisterPage />} />
    <Route path="/entRegister" element={<EntRegisterPage />} />
    {/* recovery is for people who cannot log in: outside the personal centre's login guard */}
    <Route path="/personal/retrievePwd" element={<RetrievePwdPage />} />
    <Route path="/personal" element={<PersonalLayout />}>
      <Route index element={<Navigate to="/personal/info" replace />} />
      <Route path="info" element={<InfoPage />} />
      <Route path="changeInfo" element={<ChangeInfoPage />} />
      <Route path="changePwd" element={<ChangePwdPage />} />
      <Route path="changePhone" element={<ChangePhonePage />} />
      <Route path="entInfo" element={<EntInfoPage />} />
      <Route path="entChange" element={<EntChangePage />} />
      <Route path="messages" element={<MessagesPage />} />
      {/* a person's own rows in resources: the layout serves their generated screens (src/web/owner) */}
      <Route path="*" element={<ErrorPage status={404} />} />
    </Route>
    {/* the page is always routed; its endpoint exists only when the server runs outside NODE_ENV=production */}
    <Route path="/dev/sms" element={<SmsOutboxPage />} />
  </>
);
