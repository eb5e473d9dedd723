/**
 * The page's module script, kept free of imports. A server-rendered page (src/web/ssr/preload.ts: its data
 * block is there) is first painted with its pictures, and only then is the app's code fetched and run: a
 * browser that has the code earlier runs it before painting, and on a thin connection the code's bytes would
 * hold the pictures back (docs/first-load.md). The server lists the code to fetch in an inert template.
 */
const CODE_ID = "mall-code";
const boot = () => void import("./boot");

function afterFirstScreen() {
  const code = document.getElementById(CODE_ID) as HTMLTemplateElement | null;
  if (code) document.head.append(code.content.cloneNode(true));
  requestAnimationFrame(() => setTimeout(boot));
}

if (!document.getElementById("mall-preloaded")) boot();
else if (document.readyState === "complete") afterFirstScreen();
else window.addEventListener("load", afterFirstScreen, { once: true });
