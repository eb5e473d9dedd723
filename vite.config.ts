import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const START = "start";
// index.html's own script and the dynamic-import helper it needs stay out of "start": there, the page's script
// would import the whole app and run it as soon as it loads
const NOT_START = /index\.html|src[\\/]web[\\/]main\.tsx$|preload-helper|modulepreload-polyfill/;

/** index.html fetches the app's chunk at once, while main.tsx waits to import it. */
function preloadStart(): Plugin {
  return {
    name: "agrimall-preload-start",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const start = Object.values(ctx.bundle ?? {}).find((c) => c.type === "chunk" && c.name === START);
        return start ? [{ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${start.fileName}` }, injectTo: "head" }] : html;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadStart()],
  // the server-render bundle runs React's production build whatever NODE_ENV the server has
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  root: ".",
  // the manifest tells the server which chunk and CSS a server-rendered page's screen needs (src/server/ssr/)
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      // the app (src/web/boot.tsx, imported by main.tsx once the page is painted) is an entry of its own, so that
      // all it statically needs is "$initial" and goes into one chunk: on a slow link each extra file waits its own
      // round trip behind the others (70-odd small chunks cost more than their bytes), docs/first-load.md
      input: { index: "index.html", boot: "src/web/boot.tsx" },
      output: { codeSplitting: { groups: [{ name: START, tags: ["$initial"], test: (id) => !NOT_START.test(id), includeDependenciesRecursively: false }] } },
      // merged into "start", main.tsx would run the whole app as soon as it loads
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
  },
  // the server-render bundle (`vite build --ssr`, dist-ssr/) carries its dependencies: antd's deep ES imports
  // and the CSS imports of the screens are not loadable by Node as they are
  ssr: { noExternal: true },
  server: { proxy: { "/gw": api } },
  test: {
    projects: [
      { extends: true, test: { name: "core", include: ["tests/core/**/*.test.ts"], environment: "node" } },
      {
        extends: true,
        test: { name: "data-provider", include: ["tests/data-provider/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/helpers/jsdom-setup.ts"],
          server: { deps: { inline: ["@refinedev/react-router"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // one file at a time: two side by side (each with its own server and browser) ran a third faster on two
          // cores but left the screen walk's clicks racing re-renders often enough to fail a run
          fileParallelism: false,
        },
      },
    ],
  },
}));
