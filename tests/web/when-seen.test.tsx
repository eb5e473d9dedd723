import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WhenSeen } from "../../src/web/layout/when-seen";

type Watched = (entries: { isIntersecting: boolean }[]) => void;
const watchers: Watched[] = [];
class FakeObserver {
  constructor(callback: Watched) {
    watchers.push(callback);
  }
  observe() {}
  disconnect() {}
}

const real = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = real;
  watchers.length = 0;
});

describe("a chart below the first screen", () => {
  it("is drawn once its box is scrolled onto the screen, not before", () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<WhenSeen>近30天订单数</WhenSeen>);
    expect(screen.queryByText("近30天订单数")).toBeNull();
    act(() => watchers[0]!([{ isIntersecting: false }]));
    expect(screen.queryByText("近30天订单数")).toBeNull();
    act(() => watchers[0]!([{ isIntersecting: true }]));
    expect(screen.getByText("近30天订单数")).toBeTruthy();
  });

  it("is drawn at once where the browser cannot tell what is on screen", () => {
    // @ts-expect-error a browser without the observer
    delete globalThis.IntersectionObserver;
    render(<WhenSeen>近30天订单数</WhenSeen>);
    expect(screen.getByText("近30天订单数")).toBeTruthy();
  });
});
