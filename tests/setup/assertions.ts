import { beforeEach, expect } from "vitest";

// A test that asserts nothing passes whatever the code does: every test of every project must assert.
beforeEach(() => {
  expect.hasAssertions();
});
