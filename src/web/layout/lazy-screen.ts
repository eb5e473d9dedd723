import { lazy, type ComponentType } from "react";

/** Spec §9: a lazily loaded screen that has not arrived within 120000 ms fails instead of spinning forever. */
export const LAZY_TIMEOUT_MS = 120_000;

export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("页面加载超时，请检查网络后刷新重试")), LAZY_TIMEOUT_MS);
        load().then(
          (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          (e) => {
            clearTimeout(timer);
            reject(e);
          },
        );
      }),
  );
}
