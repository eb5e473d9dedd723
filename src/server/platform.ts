import { registry } from "../../resources";
import { hooks } from "./hooks";
import { reports } from "./reports";

/**
 * The platform as createApp is given it: its resources (resources/index.ts) with their server hooks and
 * reports. The composition root: the server's start and the test apps pass it; the engine never imports it.
 */
export const platform = { resources: registry, hooks, reports };
