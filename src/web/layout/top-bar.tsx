import { Link, useLocation, useNavigate } from "react-router";
import { sellsOn } from "../../core/platform-shells";
import { useMembership } from "../portal/join-offer";
import { usePortalState } from "../portal/portal-state";
import { product } from "../product";
import { http, identity } from "../services";
import { mallApi } from "../mall/api";
import { MessageBadge } from "../messages/message-badge";
import { myMallEntry, openShopEntry, sellerCenterEntry, type MyShop } from "./entry-rules";
import { PURCHASER_MENU, SUPPLIER_MENU } from "./procurement-menus";
import { TopMenu } from "./top-menu";
import { useEntry } from "./use-entry";

const PROCUREMENT = ["/entProcurement", "/goodspurchase", "/goodsbidding", "/tendering"];

/** Spec §1 top bar: site name, login / registration / logout, my mall, seller center, shop opening, service menu. */
export function TopBar() {
  const { enterprise, domain, user } = usePortalState();
  const { standing } = useMembership();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const follow = useEntry();
  const here = `${pathname}${search}`;
  const procurement = PROCUREMENT.some((p) => pathname.startsWith(p));
  const supplier = domain.platformPurpose === "1";
  const logout = async () => {
    await http.request({ method: "POST", url: `${product}.usercenter.logout/1.0` }).catch(() => undefined);
    identity.forget();
    navigate("/");
  };
  const sellerCenter = async () => {
    if (!user) return follow(sellerCenterEntry(null, null, here));
    const mine = await mallApi<{ shop: MyShop | null }>("myShop").catch(() => ({ shop: null }));
    follow(sellerCenterEntry(user, mine.shop, here));
  };
  const service = enterprise.customerServiceColumns
    .flatMap((c) => [c, ...(c.nextColumn ?? [])])
    .map((c) => ({
      key: String(c.id),
      label: (
        <a href={`/introduction?id=${c.id}`} target="_blank" rel="noreferrer">
          {c.name}
        </a>
      ),
    }));
  return (
    <div className="top-bar">
      <div className="mall-wrap top-bar-inner">
        <div className="top-bar-left">
          <Link to="/" className="top-site">
            {enterprise.platformName || enterprise.titleCh}
          </Link>
          {user ? (
            <>
              <span className="top-hello">
                您好，{user.name}
                {user.enterprise ? `（${user.enterprise.name}）` : ""}
              </span>
              {/* messages are a member's: a non-member of this portal browses it as a visitor until they join */}
              {standing === "member" && <MessageBadge className="top-messages" inline />}
              <a onClick={logout}>退出</a>
            </>
          ) : (
            <>
              <Link to={`/login?retUrl=${encodeURIComponent(here)}`} className="top-login">
                请登录
              </Link>
              {enterprise.openRegistry && <Link to="/register">免费注册</Link>}
            </>
          )}
        </div>
        <nav className="top-bar-right" aria-label="用户导航">
          <a onClick={() => follow(myMallEntry(user, here))}>我的商城</a>
          {/* TJ and HS are procurement platforms: no seller center, no shop to open there (PLATFORM_SHELLS) */}
          {sellsOn(domain.platType) && (
            <>
              <a onClick={sellerCenter}>卖家中心</a>
              <a onClick={() => follow(openShopEntry(user, here))} className="top-open-shop">
                免费开店
              </a>
            </>
          )}
          {/* a visitor is offered every entry and logs in on the way; a person without an enterprise manages no
              purchasing; anyone else sees the entries its grants open */}
          {procurement && (!user || user.enterprise) && (
            <TopMenu
              key={user ? `${user.id} ${user.enterprise?.id}` : "visitor"}
              label={supplier ? "供应商管理" : "采购商管理"}
              items={user ? undefined : supplier ? SUPPLIER_MENU : PURCHASER_MENU}
              loadItems={
                user
                  ? () =>
                      import("./procurement-menu-access").then((m) =>
                        m.openableOf(supplier ? SUPPLIER_MENU : PURCHASER_MENU, user.grants),
                      )
                  : undefined
              }
              onPick={navigate}
            />
          )}
          <TopMenu
            label="客服中心"
            items={service.length ? service : [{ key: "none", label: "暂无客服栏目", disabled: true }]}
          />
        </nav>
      </div>
    </div>
  );
}
