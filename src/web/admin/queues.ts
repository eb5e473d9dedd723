import { resources } from "../../../resources";
import type { Resource } from "../../core/define-resource";
import type { Answering } from "./answers";

/**
 * The queues a shell holds: on the operator console every platform audience (企业认证审核), and on any console each
 * partyOf audience whose menu is there (a buyer's 我的授信: rows other enterprises keep that name the reader's).
 */
export const queues = (shell: string): Answering[] =>
  resources.flatMap((r) =>
    Object.entries(r.audiences ?? {})
      .filter(([, a]) => (shell === "operation" && a.platform) || (a.partyOf !== undefined && a.menu?.shell === shell))
      .map(([name, audience]) => ({ resource: r, name, audience })),
  );

/** The title of a queue's screen and menu entry. */
export const queueLabel = (q: Answering): string =>
  q.audience.platform?.label ?? q.audience.menu?.label ?? q.resource.label;

/**
 * A queue shaped as a resource of its console, so the shell's menu, breadcrumb and guard treat it as any other
 * screen: its menu path is the queue's, its fields the audience's.
 */
export function queueScreen(q: Answering, order: number): Resource {
  const { platform, menu } = q.audience;
  // the queue reads the portal's rows whoever owns them, a person's own included (实名认证): a screen of the portal
  const tenant = q.resource.tenant === "user" ? "system" : q.resource.tenant;
  const shown = platform
    ? { path: platform.path, shell: "operation", order, group: platform.group, label: platform.label }
    : { ...menu!, order: menu!.order ?? order };
  return { ...q.resource, tenant, menu: shown } as Resource;
}
