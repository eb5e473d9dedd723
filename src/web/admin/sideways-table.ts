import "./sideways-table.css";

/**
 * How a console table wider than its panel scrolls sideways. A pinned column (操作 on a wide screen) needs antd's
 * scroll.x, which measures every column once mounted and draws the table again synchronously, in the same
 * blocking task as a phone's hydration. Without pinned columns CSS gives the same layout with no measuring.
 */
export const sidewaysScroll = (pinned: boolean) =>
  // Refine's table props ask for scroll.x themselves: without a pinned column it is taken away
  pinned ? { scroll: { x: "max-content" as const } } : { scroll: undefined, className: "sideways-table" };
