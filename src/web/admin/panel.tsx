import type { ReactNode } from "react";
import "./panel.css";

/**
 * A white box with an optional title, drawn as antd's Card draws it (panel.css). antd's Card brings its tab list
 * (antd's Tabs with rc-tabs, ~14 KB gzip with the Card) into every list and dashboard, which show no tabs in a card.
 */
export function Panel({
  title,
  bordered = false,
  className,
  children,
}: {
  title?: ReactNode;
  bordered?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={["panel", bordered ? "panel-bordered" : "", className ?? ""].filter(Boolean).join(" ")}>
      {title && (
        <div className="panel-head">
          <h3 className="panel-title">{title}</h3>
        </div>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}
