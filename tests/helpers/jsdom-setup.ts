// antd reads matchMedia (responsive grid, Sider breakpoints) and ResizeObserver; jsdom has neither.
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { mediaQueryList } from "./media-query";

// findBy… and waitFor give up after a second by default: a loaded machine renders an antd table slower than that,
// and the failure would say the element is missing when it was only late
configure({ asyncUtilTimeout: 15_000 });

if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);

if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with a pseudo-element argument jsdom does not support.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => computed(el);

afterEach(() => cleanup());
