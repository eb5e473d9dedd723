import { lazyScreen } from "../layout/lazy-screen";

// Each console screen is its own chunk: a shell's first screen (the tender list, the seller's dashboard) loads the
// frame and itself, not every other screen's forms, uploads, editors and charts (docs/first-load.md).

export const ResourceList = lazyScreen(() => import("./resource-list").then((m) => ({ default: m.ResourceList })));
export const ResourceForm = lazyScreen(() => import("./resource-form").then((m) => ({ default: m.ResourceForm })));
export const ResourceShow = lazyScreen(() => import("./resource-show").then((m) => ({ default: m.ResourceShow })));
export const AnswerShow = lazyScreen(() => import("./answer-show").then((m) => ({ default: m.AnswerShow })));
export const QueueList = lazyScreen(() => import("./queue-list").then((m) => ({ default: m.QueueList })));
export const RoleDetail = lazyScreen(() => import("./role-detail").then((m) => ({ default: m.RoleDetail })));
export const CertificationGate = lazyScreen(() =>
  import("../procurement/certification-gate").then((m) => ({ default: m.CertificationGate })),
);
// antd's Result brings its illustrations (~10 KB gzip): only someone refused sees it
export const NoView = lazyScreen(() => import("./no-view"));
