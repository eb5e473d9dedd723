import { Link, NavLink, useLocation } from "react-router";
import { useMall } from "../mall/use-mall";
import type { Channel } from "../mall/types";
import { CategoryMenu } from "./category-menu";

/** Channel entries: type 1 searches its goods, type 2 opens the channel page, type 3 its link in a new tab. */
export function channelHref(c: Channel): { to: string; external?: boolean } {
  if (c.channelType === 3) return { to: c.linkUrl ?? "/", external: true };
  if (c.channelType === 2) return { to: `/channel?channelId=${c.id}` };
  return { to: `/list?channel=${encodeURIComponent(c.name)}&channelSearchId=${c.id}` };
}

export function SiteNav() {
  const { pathname } = useLocation();
  const { data } = useMall<Channel[]>("channelList");
  const home = pathname === "/" || pathname === "/stock";
  return (
    <nav className="site-nav" aria-label="主导航">
      <div className="mall-wrap site-nav-inner">
        {home ? <div className="cat-menu-title cat-menu-static">全部商品分类</div> : <CategoryMenu />}
        <NavLink to="/" end className="nav-item">
          首页
        </NavLink>
        {(data ?? []).map((c) => {
          const href = channelHref(c);
          return href.external ? (
            <a key={c.id} href={href.to} target="_blank" rel="noreferrer" className="nav-item">
              {c.name}
            </a>
          ) : (
            <Link key={c.id} to={href.to} className="nav-item">
              {c.name}
            </Link>
          );
        })}
        <NavLink to="/goodsbidding" className="nav-item">
          竞拍大厅
        </NavLink>
        <Link to="/news" className="nav-item">
          行业资讯
        </Link>
      </div>
    </nav>
  );
}
