import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { BrowserFirst } from "./tests/setup/browser-first.js";
import { DATABASE_TAG, serverFilesTagged } from "./tests/setup/suites.js";

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// A server file imports the whole app (fastify, drizzle, every route and resource): ~1.5 s of CPU, which 88 files
// paid each in a fresh module graph. Server files share their worker's graph instead: each file builds its own app
// on its own database copy; what a module keeps between files, the clock, is put back around each file.
const serverFiles = {
  environment: "node",
  testTimeout: 60_000,
  hookTimeout: 120_000,
  isolate: false,
  setupFiles: ["tests/setup/server-clock.ts"],
};

const START = "start";
// index.html's own script and the dynamic-import helper it needs stay out of "start": there, the page's script
// would import the whole app and run it as soon as it loads; the app's own module (boot.tsx) is a file of its own, run
// after the others (src/web/main.tsx), since running it hydrates the page
const NOT_START = /index\.html|src[\\/]web[\\/](main|boot)\.tsx$|preload-helper|modulepreload-polyfill/;

// @refinedev/antd is one module: importing any of its hooks pulls in its MarkdownField's markdown stack and Refine's
// CSV import, whose packages do not say they are free of side effects; nothing of ours renders markdown or parses CSV
// before a console's 导入 is used, so their unused code is dropped (~60 KB gzip of every console's first load)
const NO_SIDE_EFFECTS =
  /node_modules[\\/](react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-util-[^\\/]+|unified|vfile[^\\/]*|unist-[^\\/]+|hast-util-[^\\/]+|property-information|papaparse)[\\/]/;

// What the app statically needs, in a few files rather than one: the browser runs them one a task (src/web/main.tsx),
// and a single file of it was one task of 60–170 ms, four times that on a mid-range phone (docs/first-load.md)
const START_PARTS = [
  { name: "start-react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // antd's components apart from what they are built on: two tasks of ~150 KB each rather than one of ~300 (the React 19
  // patch calls antd, so it goes with antd: the parts must not import each other in a cycle)
  { name: "start-antd", test: /node_modules[\\/](antd|@ant-design[\\/]v5-patch-for-react-19)[\\/]/ },
  {
    name: "start-antd-base",
    test: /node_modules[\\/](@ant-design|rc-[^\\/]+|@rc-component|@babel[\\/]runtime|dayjs|classnames|stylis|@emotion)[\\/]/,
  },
  { name: "start-vendor", test: /node_modules[\\/]/ },
];

/** index.html fetches the app's start files at once, while main.tsx waits to import the app. */
function preloadStart(): Plugin {
  return {
    name: "agrimall-preload-start",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const start = Object.values(ctx.bundle ?? {}).find((c) => c.type === "chunk" && c.name === START);
        // the parts first: start imports them
        return start?.type === "chunk"
          ? [...start.imports, start.fileName]
              .filter((file) => !html.includes(`/${file}"`))
              .map((file) => ({
                tag: "link",
                attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
                injectTo: "head" as const,
              }))
          : html;
      },
    },
  };
}

// The server checks the resource config when it starts (resources/index.ts runs checkResources), and so do the tests:
// the browser runs the same declarations and only needs them, not a second check of them (~11 KB gzip of every
// console's first load). Only resources/index.ts's import is replaced; the readers check-resources also exports stay.
const UNCHECKED = "\0browser-unchecked-resources";
function browserTrustsCheckedConfig(): Plugin {
  return {
    name: "agrimall-browser-trusts-checked-config",
    // before Vite's own resolver, which would otherwise answer first
    enforce: "pre",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    resolveId(source, importer) {
      return /check-resources$/.test(source) && /resources[\\/]index\.ts$/.test(importer ?? "") ? UNCHECKED : null;
    },
    load(id) {
      return id === UNCHECKED ? "export const checkResources = (resources) => resources;" : null;
    },
  };
}

/** antd Table's column filter menu, replaced in the browser build by the bare title (src/web/admin/no-column-filters.tsx). */
function noColumnFilterMenu(): Plugin {
  return {
    name: "agrimall-no-column-filter-menu",
    enforce: "pre",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    resolveId(source, importer) {
      return source === "./FilterDropdown" && /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]/.test(importer ?? "")
        ? this.resolve("/src/web/admin/no-column-filters.tsx")
        : null;
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), preloadStart(), browserTrustsCheckedConfig(), noColumnFilterMenu()],
  // the server-render bundle runs React's production build whatever NODE_ENV the server has
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  root: ".",
  // qs's side channel without its engine-neutral layer (src/web/admin/side-channel.cjs); the server keeps the package
  ...(command === "build" && !isSsrBuild
    ? { resolve: { alias: { "side-channel": "/src/web/admin/side-channel.cjs" } } }
    : {}),
  // the manifest tells the server which chunk and CSS a server-rendered page's screen needs (src/server/ssr/)
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (NO_SIDE_EFFECTS.test(id) ? false : undefined) },
      // the app (src/web/boot.tsx, imported by main.tsx once the page is painted) is an entry of its own, so that
      // all it statically needs is "$initial" and goes into one chunk: on a slow link each extra file waits its own
      // round trip behind the others (70-odd small chunks cost more than their bytes), docs/first-load.md
      input: { index: "index.html", boot: "src/web/boot.tsx" },
      output: {
        codeSplitting: {
          groups: [
            ...START_PARTS.map(({ name, test }, i) => ({
              name,
              tags: ["$initial" as const],
              test,
              priority: START_PARTS.length - i,
              includeDependenciesRecursively: false,
            })),
            {
              name: START,
              tags: ["$initial"],
              test: (id: string) => !NOT_START.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // merged into "start", main.tsx would run the whole app as soon as it loads
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
  },
  // the server-render bundle (`vite build --ssr`, dist-ssr/) carries its dependencies: antd's deep ES imports
  // and the CSS imports of the screens are not loadable by Node as they are
  ssr: { noExternal: true },
  server: { proxy: { "/gw": api } },
  test: {
    // both cores: files of every project share one pool of two workers (vitest's default on two CPUs is one)
    maxWorkers: 2,
    // a file of the browser project holds a role's whole journey; the other projects' files take seconds
    sequence: { sequencer: BrowserFirst },
    globalSetup: ["tests/setup/temp-dir.ts"],
    setupFiles: ["tests/setup/assertions.ts"],
    // expect.poll waits for a state as a locator does (15 s, the browser tests' default), not vitest's 1 s: a hang
    // guard, never a speed limit, so a loaded machine is slower and never wrong
    expect: { poll: { timeout: 15_000 } },
    tags: [
      {
        name: DATABASE_TAG,
        description: "depends on the database's own behaviour: runs on PGlite as well as on PostgreSQL",
      },
    ],
    reporters: ["default", "./tests/setup/project-durations.ts"],
    projects: [
      // first: its setup builds and seeds in child processes while the other projects' setups seed their databases
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/e2e/waits-assert.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      // plain functions: the files share their worker's modules (the resource config and src/core, imported once)
      {
        extends: true,
        test: { name: "core", include: ["tests/core/**/*.test.ts"], environment: "node", isolate: false },
      },
      {
        extends: true,
        test: { name: "data-provider", include: ["tests/data-provider/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        // the production target: every server file, each on its own copy of the run's seeded database
        test: {
          name: "server-postgres",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: ["tests/setup/seeded-postgres.ts", "tests/setup/server-bundle.ts"],
          ...serverFiles,
        },
      },
      {
        extends: true,
        // the embedded database of `npm start`: the files tagged as depending on the database, and one call per route
        // (PGLITE=all takes every server file, to run an untagged one on PGlite by hand)
        test: {
          name: "server-pglite",
          include: process.env.PGLITE === "all" ? ["tests/server/**/*.test.ts"] : serverFilesTagged(DATABASE_TAG),
          globalSetup: ["tests/setup/seeded-pglite.ts"],
          ...serverFiles,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // an antd screen in jsdom takes seconds on a loaded machine: a hang guard, not a speed limit
          testTimeout: 60_000,
          setupFiles: ["tests/helpers/jsdom-setup.ts"],
          server: { deps: { inline: ["@refinedev/react-router"] } },
        },
      },
    ],
  },
}));
