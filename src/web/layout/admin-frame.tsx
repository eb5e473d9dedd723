import "./admin-frame.css";

/**
 * An admin shell before its code and the user have arrived: the header and the menu column at the sizes the shell
 * gives them (styles.css), so nothing moves when the shell takes their place. Plain markup: it is part of the
 * start chunk, which must not carry the consoles' antd parts.
 */
export function AdminFrame() {
  return (
    <div className="admin-frame" aria-busy="true" aria-label="加载中">
      <div className="admin-frame-header" />
      <div className="admin-frame-body">
        <div className="admin-frame-sider" />
        <div className="admin-frame-content">
          <ScreenPlaceholder />
        </div>
      </div>
    </div>
  );
}

/** Grey bars where a console screen's title and first rows will be, while its code arrives. */
export function ScreenPlaceholder() {
  return (
    <div className="screen-placeholder" aria-busy="true">
      <div className="screen-placeholder-title" />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="screen-placeholder-line" />
      ))}
    </div>
  );
}
