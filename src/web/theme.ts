import type { ThemeConfig } from "antd";

/** Agricultural green brand on antd's default algorithm. */
export const BRAND = "#2e7d32";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    colorInfo: BRAND,
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Layout: { siderBg: "#ffffff", headerBg: "#ffffff", bodyBg: "#f3f5f4", headerPadding: "0 24px" },
    Menu: { itemSelectedBg: "#e8f5e9", itemSelectedColor: BRAND, groupTitleColor: "#8c8c8c" },
    Table: { headerBg: "#f6f8f7" },
  },
};

/** The same look without antd's motion, for a reader who asked the system for less motion (WCAG 2.3.3). */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
