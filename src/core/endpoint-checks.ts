import { CRUD_ACTIONS } from "./define-resource";
import { endpointProblem } from "./endpoint";
import type { ResourceCheck } from "./resource-check";
import { endpointsOf } from "./resource-endpoints";

/** Endpoints are CRUD actions, a list among them, each with a well-formed method. */
export const endpointProblems: ResourceCheck = (r, _all, say) => {
  for (const action of Object.keys(r.endpoints ?? {})) {
    if (!(CRUD_ACTIONS as readonly string[]).includes(action))
      say(`endpoint "${action}" is not a CRUD action: move it to actions`);
  }
  if (!r.endpoints?.list) say(`has no list endpoint: every resource needs endpoints.list`);
  for (const [action, e] of endpointsOf(r)) {
    const p = endpointProblem(e);
    if (p) say(`${action}: ${p}`);
  }
};
