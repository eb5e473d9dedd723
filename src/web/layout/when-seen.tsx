import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Draws its children once their box is on screen. A dashboard's charts are the heaviest thing a
 * console draws (G2 takes ~75 ms a chart on a desktop CPU, 300 ms on a mid-range phone, in one piece); below a
 * phone's first screen they are drawn when scrolled to, not while the page is being taken over. The box keeps its
 * height meanwhile (the caller's CSS). The server and the first render in the browser draw the empty box alike;
 * a browser without IntersectionObserver draws the children at once.
 */
export function WhenSeen({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    if (typeof IntersectionObserver === "undefined" || !box.current) return setSeen(true);
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true));
    watch.observe(box.current);
    return () => watch.disconnect();
  }, [seen]);
  return <div ref={box}>{seen ? children : null}</div>;
}
