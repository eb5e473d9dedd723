import { RightOutlined } from "@ant-design/icons";
import { Carousel, Empty, Skeleton } from "antd";
import { Link } from "react-router";
import { CategoryPanel } from "../layout/category-menu";
import { useMall } from "../mall/use-mall";
import { GoodsGrid } from "../mall/parts/goods-card";
import { HomeBids } from "../mall/parts/home-bids";
import { HomeSide } from "../mall/parts/home-side";
import { RecommendTags } from "../mall/parts/recommend-tags";
import type { Content, Goods, Page } from "../mall/types";
import "../mall/mall-pages.css";

function Floor({ floor, index }: { floor: Content; index: number }) {
  const { data } = useMall<{ list: Goods[] }>("modelGoods", { floorId: floor.id, pageSize: 10 });
  const first = floor.goodsCategory?.split(",")[0] ?? "";
  return (
    <section className="floor" aria-label={floor.title}>
      <header className="floor-head">
        <h2>
          <span className="floor-no">{index + 1}F</span>
          {floor.title}
        </h2>
        <Link to={`/list?search=${encodeURIComponent(first)}`}>
          更多 <RightOutlined />
        </Link>
      </header>
      {/* a portal may sell nothing of a floor's kind yet: say so rather than leave a bare heading */}
      {!data ? (
        <Skeleton active />
      ) : data.list.length ? (
        <GoodsGrid list={data.list} />
      ) : (
        <Empty className="floor-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="本楼层暂无在售商品" />
      )}
    </section>
  );
}

/** / and /stock: category panel, banners, notices, floors of goods, news. */
export default function HomePage() {
  const banners = useMall<Content[]>("adList", { code: "home_banner" });
  const floors = useMall<Content[]>("floorList");
  const fresh = useMall<Page<Goods>>("goodsSearch", { sort: "default", pageSize: 10 });
  return (
    <div className="home-page">
      <div className="mall-wrap home-top">
        <div className="home-cats">
          <CategoryPanel />
        </div>
        <div className="home-banner">
          {banners.data?.length ? (
            <Carousel autoplay autoplaySpeed={4000}>
              {banners.data.map((b, i) => (
                <Link key={b.id} to={b.linkUrl ?? "/list"} className="banner-slide">
                  {/* the first banner is the page's largest picture: fetched first; the others as they come into view */}
                  <img
                    src={b.image ?? ""}
                    alt={b.title}
                    width={1200}
                    height={400}
                    {...(i === 0 ? { fetchPriority: "high" } : { loading: "lazy" })}
                  />
                </Link>
              ))}
            </Carousel>
          ) : (
            <div className="banner-placeholder" />
          )}
        </div>
        <HomeSide />
      </div>
      <div className="mall-wrap">
        <RecommendTags />
        <section className="floor" aria-label="新品上架">
          <header className="floor-head">
            <h2>
              <span className="floor-no new">新</span>新品上架
            </h2>
            <Link to="/list?sort=new">
              更多 <RightOutlined />
            </Link>
          </header>
          {fresh.data ? <GoodsGrid list={fresh.data.list} /> : <Skeleton active />}
        </section>
        <HomeBids />
        {(floors.data ?? []).map((f, i) => (
          <Floor key={f.id} floor={f} index={i} />
        ))}
      </div>
    </div>
  );
}
