import {
  Refine,
  useCreate,
  useCustomMutation,
  useDelete,
  useDeleteMany,
  useList,
  useUpdate,
  type NotificationProvider,
  type OpenNotificationParams,
} from "@refinedev/core";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { AxiosError } from "axios";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { refineResources } from "../../src/web/admin/refine-resources";
import { i18nProvider, textTransformers } from "../../src/web/i18n";
import { actionRequest, createDataProvider } from "../../src/web/providers/data-provider";
import type { Envelope, HttpClient } from "../../src/web/providers/http";
import { handleHttpError } from "../../src/web/providers/http-errors";

/**
 * A refused write (a 422 with the server's reason) toasts in Refine's own way for every resource and every kind of
 * call: the server's Chinese message, and what failed named by the row's label (删除追溯批次失败), never the
 * resource's code name (goodsBatch) or the status (422).
 */
const REASON = "已被其他单据引用，不能删除";

/** The web app's http client refusing every call as the server does, through the one error handler. */
const refusing: HttpClient = {
  request: (req) =>
    handleHttpError(
      {
        response: { status: 422, data: { code: 422, msg: REASON } },
        config: {},
        message: "Request failed with status code 422",
      } as unknown as AxiosError<Partial<Envelope>>,
      {
        navigate: () => undefined,
        alert: () => undefined,
        currentUrl: () => `/${req.url}`,
      },
    ),
};

function inRefine(toasts: OpenNotificationParams[]) {
  const notificationProvider: NotificationProvider = { open: (n) => toasts.push(n), close: () => undefined };
  return ({ children }: { children: ReactNode }) => (
    <Refine
      dataProvider={createDataProvider(refusing, resources)}
      notificationProvider={notificationProvider}
      i18nProvider={i18nProvider}
      resources={refineResources(resources)}
      options={{
        disableTelemetry: true,
        textTransformers,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      {children}
    </Refine>
  );
}

type Call = "list" | "create" | "update" | "delete" | "deleteMany" | `action ${string}`;

/** Runs one call of `r` in Refine's hooks as the generated screens do, without a notification of the screen's own. */
async function toastOf(r: Resource, call: Call): Promise<OpenNotificationParams> {
  const toasts: OpenNotificationParams[] = [];
  const wrapper = inRefine(toasts);
  if (call === "list") {
    renderHook(() => useList({ resource: r.name }), { wrapper });
  } else {
    const { result } = renderHook(
      () => ({
        create: useCreate(),
        update: useUpdate(),
        remove: useDelete(),
        removeMany: useDeleteMany(),
        custom: useCustomMutation(),
      }),
      { wrapper },
    );
    const hooks = result.current;
    const run =
      {
        create: () => hooks.create.mutation.mutateAsync({ resource: r.name, values: {} }),
        update: () => hooks.update.mutation.mutateAsync({ resource: r.name, id: 1, values: {} }),
        delete: () => hooks.remove.mutation.mutateAsync({ resource: r.name, id: 1 }),
        deleteMany: () => hooks.removeMany.mutation.mutateAsync({ resource: r.name, ids: [1, 2] }),
      }[call as "create"] ??
      (() => hooks.custom.mutation.mutateAsync(actionRequest(r, call.slice("action ".length), 1)));
    await act(() => run().catch(() => undefined));
  }
  await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
  return toasts.at(-1)!;
}

const cases = resources.flatMap((r) => [
  ...(["list", "create", "update", "delete"] as const)
    .filter((c) => r.endpoints[c])
    .map((c) => [r.name, c, r] as const),
  ...(r.endpoints.delete ? [[r.name, "deleteMany", r] as const] : []),
  ...Object.keys(r.actions ?? {}).map((a) => [r.name, `action ${a}` as Call, r] as const),
]);
const NAMED = new Set<Call>(["create", "update", "delete", "deleteMany"]);

describe("error toasts", () => {
  it("every resource is driven, so the next cases cover the platform", () =>
    expect(new Set(cases.map(([name]) => name)).size).toBe(resources.length));

  it.each(cases)(
    "%s %s refused: the toast says the server's reason in Chinese, with no code name or status",
    async (_name, call, r) => {
      const toast = await toastOf(r, call);
      const text = `${toast.message} ${toast.description ?? ""}`;
      expect(text).toContain(REASON);
      expect(text, "a code name or an HTTP status").not.toMatch(/[A-Za-z]|\d{3}/);
      if (NAMED.has(call)) expect(text, "what failed, by the row's label").toContain(r.label);
    },
  );
});
