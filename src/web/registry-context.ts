import { createContext, useContext } from "react";
import type { Registry } from "../core/registry";

/**
 * The resources the web app is made of (the platform's, resources/index.ts, passed to App by boot.tsx and the
 * server renderer): the engine's screens find other resources here rather than importing resources/.
 */
export const RegistryContext = createContext<Registry | null>(null);

export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error("no RegistryContext: render the screen inside App (or a RegistryContext of its test)");
  return registry;
}
