import { AppstoreOutlined, RightOutlined } from "@ant-design/icons";
import { useState } from "react";
import { Link } from "react-router";
import { useMall } from "../mall/use-mall";
import type { Category } from "../mall/types";
import { MENU_TOP_LEVEL } from "./layout-rules";

export const categoryLink = (c: Category) =>
  `/list?axis=${encodeURIComponent(c.axis)}&name=${encodeURIComponent(c.name)}`;

/** The first 8 top-level categories, each opening its second and third levels on hover. */
export function CategoryPanel({ onPick }: { onPick?: () => void }) {
  const { data } = useMall<Category[]>("categoryList");
  const [active, setActive] = useState<number | null>(null);
  const top = (data ?? []).slice(0, MENU_TOP_LEVEL);
  const open = top.find((c) => c.id === active);
  return (
    <div className="cat-panel" onMouseLeave={() => setActive(null)}>
      <ul className="cat-list" role="menu" aria-label="全部商品分类">
        {top.map((c) => (
          <li
            key={c.id}
            role="menuitem"
            className={c.id === active ? "active" : ""}
            onMouseEnter={() => setActive(c.id)}
          >
            <Link to={categoryLink(c)} onClick={onPick}>
              {c.name}
            </Link>
            <span className="cat-sub-hint">
              {c.next
                .slice(0, 2)
                .map((n) => n.name)
                .join(" / ")}
            </span>
            <RightOutlined className="cat-arrow" />
          </li>
        ))}
      </ul>
      {open && (
        <div className="cat-flyout">
          {open.next.map((l2) => (
            <dl key={l2.id}>
              <dt>
                <Link to={categoryLink(l2)} onClick={onPick}>
                  {l2.name}
                </Link>
              </dt>
              <dd>
                {l2.next.map((l3) => (
                  <Link key={l3.id} to={categoryLink(l3)} onClick={onPick}>
                    {l3.name}
                  </Link>
                ))}
              </dd>
            </dl>
          ))}
        </div>
      )}
    </div>
  );
}

/** The navigation's hover-open 全部商品分类 (not on the home page, which shows the panel itself). */
export function CategoryMenu() {
  const [open, setOpen] = useState(false);
  return (
    <div className="cat-menu" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button type="button" className="cat-menu-title" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <AppstoreOutlined /> 全部商品分类
      </button>
      {open && (
        <div className="cat-menu-drop">
          <CategoryPanel onPick={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
