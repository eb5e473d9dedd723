// The browser's `side-channel` for qs (Refine's query strings): a WeakMap for object keys, a Map for the others.
// The package does the same behind an engine-neutral layer (get-intrinsic, object-inspect, call-bind: ~10 KB gzip of
// every console's first load) made for engines without WeakMap; every browser the platform serves has it.
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const others = new Map();
  const of = (key) => (key !== null && (typeof key === "object" || typeof key === "function") ? objects : others);
  return {
    assert(key) {
      if (!of(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: (key) => of(key).delete(key),
    get: (key) => of(key).get(key),
    has: (key) => of(key).has(key),
    set(key, value) {
      of(key).set(key, value);
    },
  };
};
