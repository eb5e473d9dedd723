import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Popconfirm } from "antd";
import { describe, expect, it, vi } from "vitest";
import { OnDemandPopup } from "../../src/web/admin/on-demand-popup";

function confirmed(onConfirm: () => void) {
  return (
    <OnDemandPopup
      trigger={<Button>下架</Button>}
      popup={({ trigger, ...control }) => (
        <Popconfirm {...control} title="确定下架该商品吗？" okText="确定" cancelText="取消" onConfirm={onConfirm}>
          {trigger}
        </Popconfirm>
      )}
    />
  );
}

describe("a confirm that mounts on first use", () => {
  it("draws the button alone until it is clicked, then asks, and runs the action on 确定", async () => {
    const onConfirm = vi.fn();
    render(confirmed(onConfirm));
    expect(screen.queryByText("确定下架该商品吗？")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /下\s*架/ }));
    expect(await screen.findByText("确定下架该商品吗？")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /确\s*定/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("asks again on the next click after 取消, without running the action", async () => {
    const onConfirm = vi.fn();
    render(confirmed(onConfirm));
    fireEvent.click(screen.getByRole("button", { name: /下\s*架/ }));
    fireEvent.click(await screen.findByRole("button", { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelector(".ant-popover-hidden")).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: /下\s*架/ }));
    await waitFor(() => expect(document.querySelector(".ant-popconfirm:not(.ant-popover-hidden)")).not.toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("keeps the keyboard on the button it was opened from", async () => {
    render(confirmed(() => {}));
    const button = screen.getByRole("button", { name: /下\s*架/ });
    button.focus();
    fireEvent.click(button);
    await screen.findByText("确定下架该商品吗？");
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/下\s*架/));
  });
});
