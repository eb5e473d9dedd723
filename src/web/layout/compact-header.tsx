import type { ReactNode } from "react";
import { SiteLogo } from "./site-header";

/** The slim logo-and-title header of pages that hide the site header (/shopCart, /order ...). */
export function CompactHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="compact-header">
      <div className="mall-wrap compact-header-inner">
        <SiteLogo />
        <span className="compact-title">{title}</span>
        <div className="compact-extra">{extra}</div>
      </div>
    </div>
  );
}
