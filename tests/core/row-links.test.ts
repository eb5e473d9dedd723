import { describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { linkHref, linkShown, type LinkDef } from "../../src/core/define-resource";
import { contentOf } from "../../src/core/shop-decoration";

describe("a row's declared links", () => {
  it.each<[string, LinkDef, Record<string, unknown>, string]>([
    [
      "fills :field with the row's value",
      { label: "预览", href: "/storeInfo/info?shopId=:shopId&preview=1" },
      { id: 3, shopId: 12 },
      "/storeInfo/info?shopId=12&preview=1",
    ],
    ["fills :id", { label: "查看", href: "/entProcurement/details?id=:id" }, { id: 7 }, "/entProcurement/details?id=7"],
    [
      "escapes what it fills in",
      { label: "搜索", href: "/list?search=:name" },
      { id: 1, name: "玉米&豆粕" },
      "/list?search=%E7%8E%89%E7%B1%B3%26%E8%B1%86%E7%B2%95",
    ],
    [
      "leaves a missing value empty",
      { label: "预览", href: "/storeInfo/info?shopId=:shopId" },
      { id: 1 },
      "/storeInfo/info?shopId=",
    ],
  ])("%s", (_n, link, row, href) => expect(linkHref(link, row)).toBe(href));

  it("offers a link only on rows holding its when values", () => {
    const live = resourceByName("auction").links!.live!;
    expect(linkShown(live, { id: 1, status: "bidding" })).toBe(true);
    expect(linkShown(live, { id: 1, status: "ordered" })).toBe(true);
    // a cancelled auction left the hall: its live page would be a 404
    expect(linkShown(live, { id: 1, status: "cancelled" })).toBe(false);
    expect(linkShown({ label: "预览", href: "/x" }, { id: 1 })).toBe(true);
  });

  it("the decoration's 预览 opens its shop front asking for the draft", () => {
    expect(linkHref(resourceByName("shopDecoration").links!.preview!, { id: 1, shopId: 5 })).toBe(
      "/storeInfo/info?shopId=5&preview=1",
    );
  });
});

describe("a decoration's content, as published", () => {
  it("keeps each floor's and navigation entry's own kind of target only, in order", () => {
    const row = {
      theme: "#1565c0",
      slogan: "",
      notice: "春节照常发货",
      banners: [
        { id: 9, image: "/a.svg", link: null },
        { id: 4, image: "/b.svg", link: "/list" },
      ],
      featured: [3, 1],
      floors: [
        { title: "热销", source: "goods", goodsIds: [5, 6], kindId: 2 },
        { title: "猪饲料", source: "kind", goodsIds: [7], kindId: 2 },
      ],
    };
    const nav = [
      { label: "猪饲料", target: "kind", kindId: 2, link: "/x" },
      { label: "饲料专区", target: "link", kindId: 2, link: "/list?search=饲料" },
      { label: "全部货品", target: "all", kindId: null, link: null },
    ];
    expect(contentOf(row, nav)).toEqual({
      theme: "#1565c0",
      slogan: null,
      notice: "春节照常发货",
      banners: [
        { image: "/a.svg", link: null },
        { image: "/b.svg", link: "/list" },
      ],
      featured: [3, 1],
      floors: [
        { title: "热销", source: "goods", goodsIds: [5, 6], kindId: null },
        { title: "猪饲料", source: "kind", goodsIds: [], kindId: 2 },
      ],
      nav: [
        { label: "猪饲料", target: "kind", kindId: 2, link: null },
        { label: "饲料专区", target: "link", kindId: null, link: "/list?search=饲料" },
        { label: "全部货品", target: "all", kindId: null, link: null },
      ],
    });
  });
});
