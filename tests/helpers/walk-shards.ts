import { formFields, type Resource } from "../../src/core/define-resource";
import { actionPaths } from "./action-paths";

/**
 * How long a resource's screen walk runs, roughly: a form round trip per field and line cell, a few per action
 * step, and the list and detail screens every resource has.
 */
const walkWeight = (r: Resource) =>
  10 +
  formFields(r).reduce((n, [, f]) => n + 1 + Object.keys(f.lines ?? {}).length, 0) +
  4 * actionPaths(r).flat().length;

/**
 * Shard `shard` of `of` of the resources, balanced by walk weight (heaviest first onto the lightest shard), so
 * parallel shards end near together; every resource lands in exactly one shard, a new one too.
 */
export function shardOf(resources: readonly Resource[], shard: number, of: number): Resource[] {
  const shards = Array.from({ length: of }, () => ({ weight: 0, members: [] as Resource[] }));
  for (const r of [...resources].sort((a, b) => walkWeight(b) - walkWeight(a) || a.name.localeCompare(b.name))) {
    const lightest = shards.reduce((min, s) => (s.weight < min.weight ? s : min));
    lightest.weight += walkWeight(r);
    lightest.members.push(r);
  }
  // the walk keeps the order of resources/index.ts within a shard
  return resources.filter((r) => shards[shard]!.members.includes(r));
}
