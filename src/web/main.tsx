/**
 * The page's module script, kept free of imports. A server-rendered page (src/web/ssr/preload.ts: its data
 * block is there) is first painted with its pictures, and only then is the app's code fetched and run: a
 * browser that has the code earlier runs it before painting, and on a thin connection the code's bytes would
 * hold the pictures back (docs/first-load.md). The server lists the code to fetch in an inert template.
 */
const CODE_ID = "mall-code";
const boot = () => void import("./boot");

// starting a fetch costs the page ~0.2 ms a file (a console's first screen lists ~80): the list added at once was a
// 16–21 ms task, 60–80 ms on a mid-range phone, in which a tap waits; a few at a time, the page answers between
const LINKS_PER_TASK = 4;

function addLinks(links: Element[], then: () => void) {
  document.head.append(...links.splice(0, LINKS_PER_TASK));
  if (links.length) setTimeout(() => addLinks(links, then));
  else then();
}

// lets the page answer between two steps; a timer would wait 4 ms after the fifth in a row
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Runs the listed files one a task, in the list's order (each after the files it imports, the app's own last), so
 * that evaluating ~1.5 MB of modules is a row of short tasks rather than one of 60–170 ms (250–700 ms on a mid-range
 * phone, where a tap waits). A file that fails to load stops the steps: the app's import then reports it.
 */
async function runInSteps(hrefs: string[]) {
  for (const href of hrefs) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      break;
    }
    await nextTask();
  }
  boot();
}

function afterFirstScreen() {
  const code = document.getElementById(CODE_ID) as HTMLTemplateElement | null;
  // the files are listed in the order the code needs them: the first to fetch are the first to run
  const links = code ? [...(code.content.cloneNode(true) as DocumentFragment).children] : [];
  const hrefs = links.map((link) => link.getAttribute("href")!);
  addLinks(links, () => requestAnimationFrame(() => setTimeout(() => void runInSteps(hrefs))));
}

// a page with few pictures is loaded before it is first painted: code fetched then would be counted as needed for
// the first paint (Lighthouse's simulation waited on all ~90 files for it, 3.6 s instead of 1.1 on a slow link)
const PAINT_WAIT_MS = 2000;
function afterPaint(then: () => void) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    then();
  };
  if (performance.getEntriesByName("first-contentful-paint").length) return go();
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  } catch {
    // no paint timing in this browser: the next frame is painted
    requestAnimationFrame(() => setTimeout(go));
  }
  // a page that paints nothing contentful still gets its code
  setTimeout(go, PAINT_WAIT_MS);
}

const start = () => afterPaint(afterFirstScreen);
if (!document.getElementById("mall-preloaded")) boot();
else if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
