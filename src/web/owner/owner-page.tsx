import { Button, Empty } from "antd";
import { Link, useLocation } from "react-router";
import { CompactHeader } from "../layout/compact-header";
import { usePortalState } from "../portal/portal-state";
import { ownerEntries, routeOf } from "./owner-entries";
import { OwnerOutlet } from "./owner-outlet";
import "../mall/mall-pages.css";

/**
 * A mall page of its own for the owner screens declared on `layout: "page"` (/goodspurchase, 我的采购意向): a
 * compact header titled as the screens are, without the site header, nav and footer (src/web/layout/layout-rules.ts),
 * and the list, a row or the create form below it. Its own chunk, as it reads the declarations.
 */
export default function OwnerPage() {
  const { user } = usePortalState();
  const { pathname, search } = useLocation();
  // the page whose screens sit at or below this address names the header
  const entries = ownerEntries("page");
  const under = (path: string) => pathname === routeOf(path) || pathname.startsWith(`${routeOf(path)}/`);
  const title = (entries.find((e) => under(e.screens.path)) ?? entries[0])?.screens.title ?? "";
  return (
    <>
      <CompactHeader title={title} extra={<Link to="/">返回商城</Link>} />
      <div className="mall-wrap owner-page">
        {user ? (
          <OwnerOutlet layout="page" />
        ) : (
          <Empty description={`登录后查看${title}`}>
            <Link to={`/login?retUrl=${encodeURIComponent(pathname + search)}`}>
              <Button type="primary">去登录</Button>
            </Link>
          </Empty>
        )}
      </div>
    </>
  );
}
