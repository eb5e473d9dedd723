import { describe, expect, it, vi } from "vitest";
import { TENDERING_FIRST_KEY, afterIdentitySwitch } from "../../src/web/personal/identity-switch";

const effects = () => {
  const store = new Map([[TENDERING_FIRST_KEY, "1"]]);
  return {
    store,
    fx: { storage: { removeItem: (k: string) => void store.delete(k) }, reload: vi.fn(), forget: vi.fn() },
  };
};

describe("after switching enterprise identity", () => {
  it.each(["TJ", "HS"])("on %s the tendering-first flag is cleared and the page reloads", (platType) => {
    const { store, fx } = effects();
    expect(afterIdentitySwitch(platType, fx)).toBe(true);
    expect(store.has(TENDERING_FIRST_KEY)).toBe(false);
    expect(fx.reload).toHaveBeenCalledOnce();
    expect(fx.forget).not.toHaveBeenCalled();
  });

  it.each(["YYN", "AY", "SLXH", "SHEEP"])("on %s the user is re-read in place and the flag stays", (platType) => {
    const { store, fx } = effects();
    expect(afterIdentitySwitch(platType, fx)).toBe(false);
    expect(store.get(TENDERING_FIRST_KEY)).toBe("1");
    expect(fx.reload).not.toHaveBeenCalled();
    expect(fx.forget).toHaveBeenCalledOnce();
  });
});
