import { Dropdown, type MenuProps } from "antd";
import type { ReactElement } from "react";

/** antd's dropdown under a top-bar entry: its own chunk, fetched the first time a reader reaches for the entry. */
export default function TopMenuDropdown({
  items,
  onPick,
  open,
  onOpenChange,
  children,
}: {
  items: MenuProps["items"];
  onPick?: (key: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  return (
    <Dropdown
      menu={{ items, onClick: onPick ? ({ key }) => onPick(key) : undefined }}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Dropdown>
  );
}
