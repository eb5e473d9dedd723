import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { usePortalState } from "../portal/portal-state";
import { CartEntry } from "./cart-entry";
import { FIXED_HEADER_AT } from "./layout-rules";
import { NoticeTicker } from "./notice-ticker";

/** The enterprise logo linking home, or the platform name when no logo is set. */
export function SiteLogo() {
  const { enterprise } = usePortalState();
  const name = enterprise.platformName || enterprise.titleCh;
  return (
    <Link to="/" className="site-logo" aria-label={`${name}首页`}>
      {enterprise.logImageUrl ? (
        <img src={enterprise.logImageUrl} alt={name} />
      ) : (
        <span className="site-logo-text">
          <span className="brand-mark">农</span>
          {name}
        </span>
      )}
    </Link>
  );
}

/**
 * Spec §2 header: ticker, logo, search (→ /list?search=, box cleared) and 进货车; fixed once scrolled 240px.
 * The search is a plain GET form on /list: it searches before the page's code has run (a server-rendered
 * page on a slow phone), and in the app it navigates without a reload.
 */
export function SiteHeader() {
  const navigate = useNavigate();
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY >= FIXED_HEADER_AT);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const q = String(new FormData(form).get("search") ?? "").trim();
    if (!q) return;
    navigate(`/list?search=${encodeURIComponent(q)}`);
    form.reset();
  };
  return (
    <div className="site-header-slot">
      <header className={`site-header${fixed ? " is-fixed" : ""}`}>
        <div className="mall-wrap site-header-inner">
          <SiteLogo />
          <div className="site-search">
            <form className="site-search-box" role="search" action="/list" method="get" onSubmit={search}>
              <input
                type="search"
                name="search"
                className="site-search-input"
                placeholder="请输入货品名称或店铺名称"
                aria-label="搜索货品或店铺"
                autoComplete="off"
                maxLength={50}
              />
              <button type="submit" className="site-search-button">
                搜索
              </button>
            </form>
            <NoticeTicker />
          </div>
          <CartEntry />
        </div>
      </header>
    </div>
  );
}
