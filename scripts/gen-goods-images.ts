/**
 * Writes the mall's local product illustrations (public/assets/goods) and banners / shop logos
 * (public/assets/mall) as SVG: no external image hosts. `npx tsx scripts/gen-goods-images.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "public", "assets");
const PALETTES = [
  ["#2e7d32", "#a5d6a7", "#e8f5e9"],
  ["#ef6c00", "#ffcc80", "#fff3e0"],
  ["#1565c0", "#90caf9", "#e3f2fd"],
  ["#6a1b9a", "#ce93d8", "#f3e5f5"],
];

const frame = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${bg}"/><ellipse cx="200" cy="350" rx="130" ry="16" fill="#000" opacity=".08"/>${body}</svg>`;

const bag = (main: string, light: string, label: string, sub: string) =>
  `<path d="M110 70 Q200 52 290 70 L305 340 Q200 356 95 340 Z" fill="${main}"/><path d="M110 70 Q200 52 290 70 L292 98 Q200 82 108 98 Z" fill="#000" opacity=".15"/>` +
  `<rect x="130" y="140" width="140" height="120" rx="10" fill="#fff"/><text x="200" y="190" font-size="28" font-weight="700" text-anchor="middle" fill="${main}" font-family="sans-serif">${label}</text>` +
  `<text x="200" y="230" font-size="18" text-anchor="middle" fill="#555" font-family="sans-serif">${sub}</text><circle cx="200" cy="300" r="16" fill="${light}"/>`;

const bottle = (main: string, light: string, label: string, sub: string) =>
  `<rect x="170" y="50" width="60" height="40" rx="6" fill="#455a64"/><path d="M150 100 h100 l20 40 v200 q0 14 -14 14 h-112 q-14 0 -14 -14 v-200 z" fill="${light}"/>` +
  `<rect x="140" y="170" width="120" height="120" rx="8" fill="#fff"/><rect x="140" y="170" width="120" height="26" rx="8" fill="${main}"/>` +
  `<text x="200" y="240" font-size="26" font-weight="700" text-anchor="middle" fill="${main}" font-family="sans-serif">${label}</text><text x="200" y="272" font-size="15" text-anchor="middle" fill="#666" font-family="sans-serif">${sub}</text>`;

const vials = (main: string, light: string, label: string, sub: string) =>
  [110, 170, 230]
    .map(
      (x) =>
        `<rect x="${x}" y="120" width="52" height="190" rx="10" fill="${light}"/><rect x="${x}" y="100" width="52" height="30" rx="4" fill="${main}"/>`,
    )
    .join("") +
  `<rect x="90" y="240" width="220" height="90" rx="12" fill="#fff" stroke="${main}" stroke-width="4"/><text x="200" y="284" font-size="26" font-weight="700" text-anchor="middle" fill="${main}" font-family="sans-serif">${label}</text><text x="200" y="314" font-size="15" text-anchor="middle" fill="#666" font-family="sans-serif">${sub}</text>`;

const ANIMALS = [
  // pig, cow, sheep, hen: simple flat silhouettes
  (c: string) =>
    `<ellipse cx="200" cy="220" rx="120" ry="80" fill="${c}"/><circle cx="300" cy="200" r="50" fill="${c}"/><ellipse cx="338" cy="210" rx="20" ry="16" fill="#fff" opacity=".6"/><rect x="120" y="270" width="24" height="60" rx="8" fill="${c}"/><rect x="250" y="270" width="24" height="60" rx="8" fill="${c}"/><circle cx="308" cy="188" r="6" fill="#333"/>`,
  (c: string) =>
    `<rect x="90" y="150" width="220" height="120" rx="50" fill="${c}"/><rect x="280" y="120" width="80" height="70" rx="24" fill="${c}"/><rect x="110" y="250" width="24" height="80" fill="${c}"/><rect x="270" y="250" width="24" height="80" fill="${c}"/><circle cx="150" cy="190" r="22" fill="#fff" opacity=".7"/><circle cx="330" cy="145" r="6" fill="#333"/>`,
  (c: string) =>
    `<g fill="#fff" stroke="${c}" stroke-width="6">${[140, 190, 240].map((x) => `<circle cx="${x}" cy="200" r="50"/>`).join("")}<circle cx="190" cy="250" r="55"/></g><ellipse cx="310" cy="190" rx="36" ry="30" fill="${c}"/><rect x="150" y="280" width="18" height="55" fill="${c}"/><rect x="230" y="280" width="18" height="55" fill="${c}"/><circle cx="318" cy="182" r="5" fill="#fff"/>`,
  (c: string) =>
    `<ellipse cx="200" cy="230" rx="110" ry="85" fill="${c}"/><circle cx="285" cy="150" r="40" fill="${c}"/><path d="M280 105 l10 -25 l10 25 l10 -20 l6 26" fill="#e53935"/><path d="M322 150 l26 8 l-26 8z" fill="#ffb300"/><rect x="170" y="305" width="10" height="35" fill="#ffb300"/><rect x="220" y="305" width="10" height="35" fill="#ffb300"/><circle cx="292" cy="142" r="6" fill="#333"/>`,
];

const machine = (main: string, light: string, label: string) =>
  `<rect x="70" y="160" width="260" height="140" rx="14" fill="${main}"/><rect x="100" y="110" width="90" height="60" rx="8" fill="${light}"/><rect x="210" y="190" width="90" height="60" rx="6" fill="#fff"/>` +
  `<circle cx="120" cy="310" r="28" fill="#37474f"/><circle cx="280" cy="310" r="28" fill="#37474f"/><circle cx="120" cy="310" r="10" fill="#cfd8dc"/><circle cx="280" cy="310" r="10" fill="#cfd8dc"/>` +
  `<text x="255" y="228" font-size="20" font-weight="700" text-anchor="middle" fill="${main}" font-family="sans-serif">${label}</text>`;

const packet = (main: string, light: string, label: string, sub: string) =>
  `<rect x="120" y="60" width="160" height="280" rx="12" fill="${light}"/><rect x="120" y="60" width="160" height="40" rx="12" fill="${main}"/>` +
  `<path d="M200 150 q-40 40 0 90 q40 -50 0 -90z" fill="${main}"/><path d="M200 240 v40" stroke="${main}" stroke-width="6"/>` +
  `<text x="200" y="312" font-size="24" font-weight="700" text-anchor="middle" fill="${main}" font-family="sans-serif">${label}</text><text x="200" y="88" font-size="15" text-anchor="middle" fill="#fff" font-family="sans-serif">${sub}</text>`;

/** Category slug → drawing of variant i (colour palette i). */
const CATEGORY_ART: Record<string, (i: number) => string> = {
  feed: (i) => {
    const [m, l, bg] = PALETTES[i]!;
    return frame(bg!, bag(m!, l!, ["全价饲料", "浓缩饲料", "颗粒饲料", "精补料"][i]!, "40kg/袋"));
  },
  premix: (i) => {
    const [m, l, bg] = PALETTES[i]!;
    return frame(bg!, bag(m!, l!, ["复合预混料", "维生素", "微量元素", "矿物质"][i]!, "20kg/袋"));
  },
  vet: (i) => {
    const [m, l, bg] = PALETTES[i]!;
    return frame(bg!, bottle(m!, l!, ["兽用药品", "注射液", "可溶性粉", "消毒液"][i]!, "GMP认证"));
  },
  vaccine: (i) => {
    const [m, l, bg] = PALETTES[i]!;
    return frame(bg!, vials(m!, l!, ["活疫苗", "灭活疫苗", "二联苗", "三联苗"][i]!, "冷链配送 2–8℃"));
  },
  breeding: (i) => {
    const [m, , bg] = PALETTES[i]!;
    return frame(bg!, ANIMALS[i]!(m!));
  },
  seed: (i) => {
    const [m, l, bg] = PALETTES[i]!;
    return frame(bg!, packet(m!, l!, ["饲草种子", "玉米种子", "苜蓿种子", "蔬菜种子"][i]!, "良种 · 高发芽率"));
  },
  fertilizer: (i) => {
    const [m, l, bg] = PALETTES[i]!;
    return frame(bg!, bag(m!, l!, ["有机肥", "复合肥", "水溶肥", "生物菌肥"][i]!, "40kg/袋"));
  },
  equipment: (i) => {
    const [m, l, bg] = PALETTES[i]!;
    return frame(bg!, machine(m!, l!, ["料线", "风机", "饮水", "环控"][i]!));
  },
};

function banner(title: string, sub: string, from: string, to: string) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/><circle cx="1000" cy="200" r="240" fill="#fff" opacity=".08"/><circle cx="1080" cy="80" r="120" fill="#fff" opacity=".08"/>` +
    `<path d="M0 330 Q300 270 600 330 T1200 320 V400 H0z" fill="#fff" opacity=".15"/>` +
    `<text x="300" y="190" font-size="58" font-weight="700" fill="#fff" font-family="sans-serif">${title}</text><text x="300" y="250" font-size="28" fill="#fff" opacity=".9" font-family="sans-serif">${sub}</text></svg>`
  );
}

function logo(text: string, color: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" rx="24" fill="${color}"/><text x="60" y="76" font-size="44" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`;
}

const BANNERS: [string, string, string, string][] = [
  ["秋季饲料采购节", "全价料满10吨享出厂价 · 产地直发", "#1b5e20", "#66bb6a"],
  ["兽药疫苗 正品保障", "GMP认证厂家直供 · 全程冷链配送", "#0d47a1", "#42a5f5"],
  ["良种良法 助农增收", "优质种畜禽、饲草种子限时优惠", "#e65100", "#ffb74d"],
  ["智能养殖设备专场", "自动料线、环控风机 免费上门安装", "#4a148c", "#ab47bc"],
];
const LOGOS: [string, string, string][] = [
  ["lvye", "绿", "#2e7d32"],
  ["kangmu", "康", "#1565c0"],
  ["wotu", "沃", "#6d4c41"],
  ["zhongyuan", "原", "#ef6c00"],
  ["mufeng", "丰", "#00838f"],
  ["lumu", "鲁", "#c62828"],
  ["caoyuan", "羊", "#558b2f"],
];

mkdirSync(join(root, "goods"), { recursive: true });
mkdirSync(join(root, "mall"), { recursive: true });
for (const [slug, draw] of Object.entries(CATEGORY_ART))
  for (let i = 0; i < 4; i++) writeFileSync(join(root, "goods", `${slug}-${i + 1}.svg`), draw(i));
BANNERS.forEach(([t, s, a, b], i) => writeFileSync(join(root, "mall", `banner-${i + 1}.svg`), banner(t, s, a, b)));
for (const [slug, text, color] of LOGOS) writeFileSync(join(root, "mall", `shop-${slug}.svg`), logo(text, color));
writeFileSync(join(root, "mall", "qrcode.svg"), qr());
console.log("goods and mall images written to public/assets");

/** A QR-looking placeholder for the public-account code (decorative). */
function qr() {
  let cells = "";
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++)
      if ((x * 7 + y * 13 + x * y) % 3 === 0) cells += `<rect x="${x * 5 + 5}" y="${y * 5 + 5}" width="5" height="5"/>`;
  const eye = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="35" height="35" fill="#fff"/><rect x="${x}" y="${y}" width="35" height="35" fill="none" stroke="#000" stroke-width="5"/><rect x="${x + 10}" y="${y + 10}" width="15" height="15"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 115 115" width="115" height="115"><rect width="115" height="115" fill="#fff"/><g fill="#000">${cells}${eye(5, 5)}${eye(75, 5)}${eye(5, 75)}</g></svg>`;
}
