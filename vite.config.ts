import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // the server-render bundle runs React's production build whatever NODE_ENV the server has
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  root: ".",
  // the manifest tells the server which chunk and CSS a server-rendered page's screen needs (src/server/ssr/)
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500, manifest: true },
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
