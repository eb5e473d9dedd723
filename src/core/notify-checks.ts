import type { Resource } from "./define-resource";
import { declaredNotices, noticeLink } from "./notify";

/** What is wrong with a resource's notices (src/core/notify.ts), each naming the fix. */
export function noticeProblems(r: Resource): string[] {
  return declaredNotices(r).flatMap(([move, notices]) =>
    notices.flatMap((n) => {
      const to = n.to ?? "owner";
      const out: string[] = [];
      if (!n.title) out.push(`move "${move}" notifies without a title`);
      if (typeof to === "object" && "ref" in to && !r.fields[to.ref]?.ref) out.push(`move "${move}" notifies the owner of "${to.ref}", which is not a ref field`);
      const link = noticeLink(r, n);
      if (link === undefined) out.push(`move "${move}" notifies ${JSON.stringify(to)} but no page can be derived: give it a link`);
      else if (!link.startsWith("/")) out.push(`move "${move}" notifies with a link that is not a route: "${link}"`);
      if (n.menu !== undefined && !n.menu.startsWith("/")) out.push(`move "${move}" notifies members holding "${n.menu}", which is not a menu path`);
      return out;
    }),
  );
}
