import { walkGeneratedScreens } from "./generated-screens";

// half of the resources, balanced against the other shard's file (tests/helpers/walk-shards.ts)
walkGeneratedScreens(0, 2);
