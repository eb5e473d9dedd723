import { ShopOutlined } from "@ant-design/icons";
import { Card } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePortalState } from "../../portal/portal-state";
import "./account.css";

/** Brand link of the portal: its logo (which carries the name) on white, the mark and the name on colour. */
export function PortalBrand({ light }: { light?: boolean }) {
  const { enterprise } = usePortalState();
  if (enterprise.logImageUrl && !light) {
    return (
      <Link to="/" className="brand">
        <img src={enterprise.logImageUrl} alt={enterprise.platformName} className="account-logo" />
      </Link>
    );
  }
  return (
    <Link to="/" className={`brand${light ? " brand-light" : ""}`}>
      <span className="brand-mark">
        <ShopOutlined />
      </span>
      <span className="brand-name">{enterprise.platformName}</span>
    </Link>
  );
}

/**
 * The standalone account layout (no mall header or footer): a top bar with the portal brand and the
 * page's name, one centred card, and the portal's copyright line.
 */
export function AccountFrame({
  title,
  extra,
  wide,
  children,
}: {
  title: string;
  extra?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const { enterprise } = usePortalState();
  return (
    <div className="account-page">
      <header className="account-top">
        <div className="account-top-inner">
          <PortalBrand />
          <span className="account-top-title">{title}</span>
          <span className="account-top-extra">{extra}</span>
        </div>
      </header>
      <main className="account-main">
        <Card className={`account-card${wide ? " account-card-wide" : ""}`} variant="borderless">
          {children}
        </Card>
      </main>
      <footer className="account-foot">{enterprise.copyright}</footer>
    </div>
  );
}
