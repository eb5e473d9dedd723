import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageBadge } from "../../src/web/messages/message-badge";
import { sseMessages } from "../../src/web/live/sse";

/** A stream the test pushes counts into, as the server's would; it knows whether the badge stopped hearing it. */
function fakeStream() {
  let push: ((n: number) => void) | undefined;
  let stopped = false;
  return {
    subscribe: (onCount: (n: number) => void) => ((push = onCount), () => void (stopped = true)),
    push: (n: number) => act(() => push!(n)),
    stopped: () => stopped,
  };
}

describe("the header's 消息 badge", () => {
  it("shows the count the stream sends, and each new one, linking to 我的消息", async () => {
    const s = fakeStream();
    const view = render(
      <MemoryRouter>
        <MessageBadge subscribe={s.subscribe} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/personal/messages");
    expect(link.getAttribute("aria-label")).toBe("我的消息");
    s.push(3);
    expect(screen.getByRole("link").getAttribute("aria-label")).toBe("我的消息，3条未读");
    expect(screen.getByText("3")).toBeTruthy();
    s.push(2);
    expect(screen.getByRole("link").getAttribute("aria-label")).toBe("我的消息，2条未读");
    s.push(0);
    expect(screen.getByRole("link").getAttribute("aria-label")).toBe("我的消息");
    view.unmount();
    expect(s.stopped()).toBe(true);
  });

  it("in the mall's one-line top bar, shows the count beside the word, and none at zero", () => {
    const s = fakeStream();
    render(
      <MemoryRouter>
        <MessageBadge subscribe={s.subscribe} inline />
      </MemoryRouter>,
    );
    s.push(0);
    expect(screen.getByRole("link").textContent).toBe(" 消息");
    s.push(12);
    expect(screen.getByRole("link").textContent).toContain("12");
  });
});

describe("reading the stream", () => {
  it.each([
    ["one whole message", 'data: {"unread":1}\n\n', ['{"unread":1}'], ""],
    [
      "a message cut in two keeps its tail for later",
      'data: {"unread":1}\n\ndata: {"unr',
      ['{"unread":1}'],
      'data: {"unr',
    ],
    ["a keep-alive comment carries nothing", ': alive\n\ndata: {"unread":4}\n\n', ['{"unread":4}'], ""],
  ])("%s", (_, buffer, data, rest) => {
    expect(sseMessages(buffer)).toEqual({ data, rest });
  });
});
