import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useReducedMotion } from "../../src/web/use-reduced-motion";

/** A system setting the reader can change while the page is open, as matchMedia reports it. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({
        media: query,
        get matches() {
          return query === "(prefers-reduced-motion: reduce)" && state.reduce;
        },
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: boolean) {
      state.reduce = next;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe("less motion for a reader who asked the system for it", () => {
  it("is off by default and on when the system asks for reduced motion", () => {
    systemMotion(false);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
    systemMotion(true);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
  });

  it("follows the setting when it changes while the page is open", () => {
    const system = systemMotion(false);
    const { result } = renderHook(() => useReducedMotion());
    act(() => system.set(true));
    expect(result.current).toBe(true);
    act(() => system.set(false));
    expect(result.current).toBe(false);
  });
});
