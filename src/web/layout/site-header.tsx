import { Input } from "antd";
import { useEffect, useState } from "react";
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
      {enterprise.logImageUrl ? <img src={enterprise.logImageUrl} alt={name} /> : <span className="site-logo-text"><span className="brand-mark">农</span>{name}</span>}
    </Link>
  );
}

/** Spec §2 header: ticker, logo, search (→ /list?search=, box cleared) and 进货车; fixed once scrolled 240px. */
export function SiteHeader() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY >= FIXED_HEADER_AT);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const search = (value: string) => {
    const q = value.trim();
    if (!q) return;
    navigate(`/list?search=${encodeURIComponent(q)}`);
    setText("");
  };
  return (
    <div className="site-header-slot">
      <header className={`site-header${fixed ? " is-fixed" : ""}`}>
        <div className="mall-wrap site-header-inner">
          <SiteLogo />
          <div className="site-search">
            <Input.Search
              value={text}
              onChange={(e) => setText(e.target.value)}
              onSearch={search}
              placeholder="请输入货品名称或店铺名称"
              enterButton="搜索"
              size="large"
              aria-label="搜索货品或店铺"
            />
            <NoticeTicker />
          </div>
          <CartEntry />
        </div>
      </header>
    </div>
  );
}
