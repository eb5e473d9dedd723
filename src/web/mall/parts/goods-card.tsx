import { Link } from "react-router";
import { yuan, type Goods } from "../types";

/** What a goods without a picture shows: a neutral placeholder, never another kind of goods' picture. */
export const NO_IMAGE = "/assets/goods/no-image.svg";

/** A goods tile: picture, name, spec, price per unit, shop. */
export function GoodsCard({ g, eager = false }: { g: Goods; eager?: boolean }) {
  return (
    <Link to={`/goodInfo?id=${g.id}`} className="goods-card">
      <div className="goods-card-img">
        <img src={g.image ?? NO_IMAGE} alt={g.name} loading={eager ? "eager" : "lazy"} width={200} height={200} />
      </div>
      <div className="goods-card-body">
        <div className="goods-card-name" title={g.name}>
          {g.name}
        </div>
        <div className="goods-card-spec">{g.spec}</div>
        <div className="goods-card-price">
          <span className="price">{yuan(g.price)}</span>
          <span className="per">/{g.unit}</span>
          {g.marketPrice && g.marketPrice > g.price ? <del>{yuan(g.marketPrice)}</del> : null}
        </div>
        <div className="goods-card-shop">{g.shopName}</div>
      </div>
    </Link>
  );
}

/** `eager`: how many leading pictures load at once, for a grid at the top of its page (the first screen's pictures). */
export function GoodsGrid({ list, eager = 0 }: { list: Goods[]; eager?: number }) {
  return (
    <div className="goods-grid">
      {list.map((g, i) => (
        <GoodsCard key={g.id} g={g} eager={i < eager} />
      ))}
    </div>
  );
}
