import { resources } from "../../../resources";
import type { Resource } from "../../core/define-resource";
import type { Answering } from "./answers";

/** Every platform audience: a queue the operator works through in its console (企业认证审核). */
export const queues = (): Answering[] =>
  resources.flatMap((r) =>
    Object.entries(r.audiences ?? {})
      .filter(([, a]) => a.platform)
      .map(([name, audience]) => ({ resource: r, name, audience })),
  );

/**
 * A queue shaped as a resource of the operator console, so the shell's menu, breadcrumb and guard treat it as
 * any other screen: its menu path is the queue's, its fields the audience's.
 */
export function queueScreen(q: Answering, order: number): Resource {
  const { path, label, group } = q.audience.platform!;
  // the queue reads the portal's rows whoever owns them, a person's own included (实名认证): a screen of the portal
  const tenant = q.resource.tenant === "user" ? "system" : q.resource.tenant;
  return { ...q.resource, tenant, menu: { path, shell: "operation", order, group, label } };
}
