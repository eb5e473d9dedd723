/**
 * 类目属性 of a demo goods, by its category and name: the 批准文号 and 兽药类别 of a veterinary drug or vaccine, the
 * feed mill's 饲料生产许可证号 and the animals a feed is for, the 品种 and 种畜禽生产经营许可证号 of breeding stock.
 * Numbers follow the official shapes; the digits come from the name, so every fresh database gets the same ones.
 */
export function goodsAttributes(category: string, name: string, origin = ""): Record<string, string | null> {
  const n = digits(name);
  switch (category) {
    case "兽药":
      return {
        approvalNo: `兽药字（20${20 + (n % 5)}）16${String(n).padStart(7, "0").slice(-7)}`,
        vetKind: vetKindOf(name),
      };
    case "疫苗":
      return { approvalNo: `兽药生字（20${20 + (n % 5)}）16${String(n).padStart(6, "0").slice(-6)}` };
    case "饲料":
    case "预混料":
      return {
        feedLicence: `${FEED_PROVINCE.find(([p]) => origin.startsWith(p))?.[1] ?? "鲁"}饲证（20${19 + (n % 5)}）${String(n % 100_000).padStart(5, "0")}`,
        ...(category === "饲料" ? { feedStage: feedStageOf(name) } : {}),
      };
    case "种畜禽":
      return {
        breed: BREEDS.find(([key]) => name.includes(key))?.[1] ?? "地方良种",
        breedingLicence: `（20${20 + (n % 4)}）${origin.startsWith("内蒙古") ? "蒙" : origin.startsWith("山东") ? "鲁" : "豫"}种畜禽证字第${String(n % 10_000).padStart(4, "0")}号`,
      };
    default:
      return {};
  }
}

function digits(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) % 9_999_991;
  return h;
}

const FEED_PROVINCE: [string, string][] = [
  ["山东", "鲁"],
  ["河北", "冀"],
  ["内蒙古", "蒙"],
  ["江苏", "苏"],
  ["河南", "豫"],
];

const BREEDS: [string, string][] = [
  ["大长", "长大二元杂交猪"],
  ["杜洛克", "杜洛克猪"],
  ["长白", "长白猪"],
  ["西门塔尔", "西门塔尔牛"],
  ["安格斯", "安格斯牛"],
  ["湖羊", "湖羊"],
  ["杜泊", "杜泊羊"],
  ["小尾寒羊", "小尾寒羊"],
  ["海兰褐", "海兰褐蛋鸡"],
  ["白羽", "AA+白羽肉鸡"],
];

function vetKindOf(name: string): string {
  if (/伊维菌素|阿苯达唑|芬苯达唑|驱虫/.test(name)) return "antiparasitic";
  if (/聚维酮碘|戊二醛|过硫酸氢钾|消毒/.test(name)) return "disinfectant";
  if (/黄芪|板蓝根|口服液|颗粒/.test(name)) return "herbal";
  return "chemical";
}

function feedStageOf(name: string): string {
  if (/乳猪|保育|仔猪|教槽/.test(name)) return "piglet";
  if (/母猪/.test(name)) return "sow";
  if (/蛋鸡|育雏/.test(name)) return "layer";
  if (/肉鸡|肉鸭|禽/.test(name)) return "broiler";
  if (/牛|羊|犊|羔/.test(name)) return "ruminant";
  if (/鱼|虾/.test(name)) return "aquatic";
  return "finisher";
}
