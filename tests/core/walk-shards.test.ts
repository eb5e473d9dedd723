import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { shardOf } from "../helpers/walk-shards";

describe("the screen walk's shards", () => {
  it("walk every resource exactly once between them", () => {
    const walked = [0, 1].flatMap((i) => shardOf(resources, i, 2).map((r) => r.name));
    expect(walked.sort()).toEqual(resources.map((r) => r.name).sort());
  });

  it("split the resources so neither shard is left near empty", () => {
    const [a, b] = [0, 1].map((i) => shardOf(resources, i, 2).length);
    expect(Math.min(a!, b!)).toBeGreaterThanOrEqual(resources.length / 3);
  });
});
