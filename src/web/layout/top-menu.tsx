import { DownOutlined } from "@ant-design/icons";
import type { MenuProps } from "antd";
import { Suspense, lazy, useEffect, useState, type KeyboardEvent } from "react";

const TopMenuDropdown = lazy(() => import("./top-menu-dropdown"));

/**
 * A top-bar entry with a menu (客服中心, 采购商管理). The menu's code (antd's Dropdown and Menu) is not part of a
 * phone's first load: pointing at, tapping or pressing Enter on the entry fetches it and opens the menu at once.
 */
export function TopMenu({
  label,
  items,
  loadItems,
  onPick,
}: {
  label: string;
  items?: MenuProps["items"];
  loadItems?: () => Promise<MenuProps["items"]>;
  onPick?: (key: string) => void;
}) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // entries that depend on who may open them are worked out with the menu's own code, once it is reached for
  const [loaded, setLoaded] = useState<MenuProps["items"]>();
  useEffect(() => {
    if (wanted && loadItems && !loaded) void loadItems().then(setLoaded);
  }, [wanted, loadItems, loaded]);
  const shown = loadItems ? loaded : items;
  const reach = () => {
    setWanted(true);
    setOpen(true);
  };
  // antd opens its dropdown on hover only; Enter or Space opens and closes it from the keyboard
  const toggle = (e: KeyboardEvent) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    setWanted(true);
    setOpen((was) => !was);
  };
  const trigger = (
    <a
      className="top-menu"
      role="button"
      tabIndex={0}
      aria-haspopup="menu"
      aria-expanded={open}
      onMouseEnter={wanted ? undefined : reach}
      onClick={wanted ? undefined : reach}
      onKeyDown={toggle}
    >
      {label} <DownOutlined />
    </a>
  );
  if (!wanted || !shown) return trigger;
  return (
    <Suspense fallback={trigger}>
      <TopMenuDropdown
        items={shown.length ? shown : [{ key: "none", label: "暂无可用功能", disabled: true }]}
        onPick={onPick}
        open={open}
        onOpenChange={setOpen}
      >
        {trigger}
      </TopMenuDropdown>
    </Suspense>
  );
}
