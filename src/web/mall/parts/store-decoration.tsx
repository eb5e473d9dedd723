import { NotificationOutlined } from "@ant-design/icons";
import { Alert, Carousel } from "antd";
import { Link } from "react-router";
import type { ShopFront } from "../../../core/shop-decoration";
import { GoodsGrid } from "./goods-card";

/** The published banners (or the previewed draft's) as a carousel; a banner with a link opens it. */
export function StoreBanners({ front, name }: { front: ShopFront; name: string }) {
  if (!front.banners.length) return null;
  const slide = (b: ShopFront["banners"][number], i: number) => {
    const img = <img src={b.image} alt={`${name}横幅${i + 1}`} width={1200} height={400} />;
    return b.link ? (
      <Link key={i} to={b.link} className="store-slide">
        {img}
      </Link>
    ) : (
      <div key={i} className="store-slide">
        {img}
      </div>
    );
  };
  return (
    <section className="store-banners" aria-label="店铺横幅">
      {front.banners.length > 1 ? (
        <Carousel autoplay autoplaySpeed={4000}>
          {front.banners.map(slide)}
        </Carousel>
      ) : (
        slide(front.banners[0]!, 0)
      )}
    </section>
  );
}

/** 店铺公告, when the shop has one. */
export function StoreNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <section className="store-notice" aria-label="店铺公告">
      <NotificationOutlined /> <b>店铺公告</b>
      <span className="store-notice-text">{notice}</span>
    </section>
  );
}

/** 推荐商品 and each floor of goods, in the order the seller set them; a kind's floor links to all of its goods. */
export function StoreFloors({ front, color }: { front: ShopFront; color: string }) {
  return (
    <>
      {front.featured.length > 0 && (
        <section className="store-floor" aria-label="推荐商品">
          <h3 className="store-floor-head" style={{ borderColor: color }}>
            推荐商品
          </h3>
          <GoodsGrid list={front.featured} />
        </section>
      )}
      {front.floors.map((f, i) => (
        <section key={i} className="store-floor" aria-label={f.title}>
          <h3 className="store-floor-head" style={{ borderColor: color }}>
            {f.title}
            {f.more && (
              <Link to={f.more} className="store-floor-more">
                查看更多 ›
              </Link>
            )}
          </h3>
          <GoodsGrid list={f.goods} />
        </section>
      ))}
    </>
  );
}

/** Told to the seller previewing its draft: buyers still see the published version. */
export function PreviewNotice() {
  return (
    <Alert
      className="store-preview"
      type="warning"
      showIcon
      message="预览模式：以下为尚未发布的店铺装修，买家看到的仍是已发布的版本"
      action={<Link to="/manage/seller/decorate/index">返回店铺装修</Link>}
    />
  );
}
