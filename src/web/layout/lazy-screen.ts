import { lazy, type ComponentType } from "react";

/** Spec §9: a lazily loaded screen that has not arrived within 120000 ms fails instead of spinning forever. */
export const LAZY_TIMEOUT_MS = 120_000;

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("页面加载超时，请检查网络后刷新重试")), LAZY_TIMEOUT_MS);
    loading.then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * A lazy screen with `preload()`: the landing page's chunk can start downloading while start-up is
 * still asking for the portal and the user, instead of after it.
 */
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= withTimeout(load()).catch((e) => {
      loading = undefined;
      throw e;
    }));
  return Object.assign(lazy(preload), { preload });
}
