import type { Resource } from "./define-resource";
import { answerRefOf, declaredNotices, noticeLink } from "./notify";

/** What is wrong with a resource's notices (src/core/notify.ts), each naming the fix. */
export function noticeProblems(r: Resource, all: Map<string, Resource> = new Map()): string[] {
  return declaredNotices(r).flatMap(([move, notices]) =>
    notices.flatMap((n) => {
      const to = n.to ?? "owner";
      const out: string[] = [];
      if (!n.title) out.push(`move "${move}" notifies without a title`);
      if (typeof to === "object" && "ref" in to && !r.fields[to.ref]?.ref)
        out.push(`move "${move}" notifies the owner of "${to.ref}", which is not a ref field`);
      if (typeof to === "object" && "answers" in to) {
        const by = all.get(to.answers);
        if (!by) out.push(`move "${move}" notifies the rows of "${to.answers}", which is not a resource`);
        else if (!answerRefOf(by, r.name))
          out.push(`move "${move}" notifies the rows of "${to.answers}", but no ref field of it points at ${r.name}`);
      }
      const link = noticeLink(r, n, (name) => all.get(name));
      if (link === undefined)
        out.push(`move "${move}" notifies ${JSON.stringify(to)} but no page can be derived: give it a link`);
      else if (!link.startsWith("/")) out.push(`move "${move}" notifies with a link that is not a route: "${link}"`);
      if (n.menu !== undefined && !n.menu.startsWith("/"))
        out.push(`move "${move}" notifies members holding "${n.menu}", which is not a menu path`);
      return out;
    }),
  );
}
