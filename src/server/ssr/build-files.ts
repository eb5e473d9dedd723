import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What a server-rendered page needs from the client build: the page shell, and a screen's chunk and CSS. */
export interface BuildFiles {
  /** dist/index.html as built. */
  template: string;
  /** The screen's chunk and every chunk it imports, as /assets/… paths, each after the chunks it imports. */
  chunksOf(source: string): string[];
  /** The CSS the screen's chunks bring, as /assets/… paths. */
  cssOf(source: string): string[];
  /** A built file's text (CSS to inline), read once. */
  read(path: string): string;
}

/** Reads the client build once at start-up; the files never change while the server runs. */
export function buildFiles(webRoot: string): BuildFiles {
  const manifest = JSON.parse(readFileSync(join(webRoot, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const texts = new Map<string, string>();
  // imports first: the browser runs the listed chunks one at a time in this order (src/web/main.tsx), and a chunk run
  // before one it imports would run that one too, in the same task
  const walk = (key: string, seen: Set<string>, order: string[]) => {
    if (seen.has(key) || !manifest[key]) return order;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i, seen, order);
    order.push(key);
    return order;
  };
  const chunks = (source: string) => walk(source, new Set(), []).map((k) => manifest[k]!);
  return {
    template: readFileSync(join(webRoot, "index.html"), "utf8"),
    chunksOf: (source) => chunks(source).map((c) => `/${c.file}`),
    cssOf: (source) => [...new Set(chunks(source).flatMap((c) => c.css ?? []))].map((f) => `/${f}`),
    read(path) {
      let t = texts.get(path);
      if (t === undefined) texts.set(path, (t = readFileSync(join(webRoot, path), "utf8")));
      return t;
    },
  };
}
