import type { NotificationProvider } from "@refinedev/core";
import { App, notification as staticNotification } from "antd";

/**
 * Refine's toasts through antd's notices, as @refinedev/antd's provider shows them: Refine's description (the
 * server's reason) as the title when there is one, its message (删除追溯批次失败) below. That provider also draws an
 * undo countdown with antd's Progress for undoable saves; no console saves undoably (Refine's default is pessimistic),
 * so the countdown and the rest of @refinedev/antd stay out of every shell's first load (docs/first-load.md).
 */
export function useNotices(): NotificationProvider {
  const { notification: inApp } = App.useApp();
  // outside antd's App (never in the consoles) its context has no notices: the static ones then
  const notification = "open" in inApp ? inApp : staticNotification;
  return {
    open: ({ key, message, description, type }) =>
      notification.open({
        key,
        description: message,
        message: description ?? null,
        type: type === "progress" ? "info" : type,
      }),
    close: (key) => notification.destroy(key),
  };
}
