/**
 * The page's module script, kept free of imports: a server-rendered page (its data block, src/web/ssr/preload.ts
 * PRELOADED_ID, is present) is painted before the app's code runs, since a browser that has the code at hand
 * runs it before its first paint and the page would wait on it (docs/first-load.md). The app's chunk is already
 * fetching meanwhile (a modulepreload link, vite.config.ts).
 */
const boot = () => void import("./boot");

if (document.getElementById("mall-preloaded")) requestAnimationFrame(() => setTimeout(boot));
else boot();
