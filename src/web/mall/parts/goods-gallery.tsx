import { useState } from "react";
import { NO_IMAGE } from "./goods-card";
import type { GoodsDetail } from "../types";

/** The goods' main picture and its thumbnails: hovering or clicking a thumbnail shows it large. */
export function GoodsGallery({ g }: { g: GoodsDetail }) {
  const [pic, setPic] = useState(0);
  return (
    <div className="gallery">
      <div className="gallery-main">
        <img src={g.gallery[pic] ?? g.image ?? NO_IMAGE} alt={g.name} width={400} height={400} fetchPriority="high" />
      </div>
      <div className="gallery-thumbs">
        {g.gallery.map((src, i) => (
          <button
            key={src}
            type="button"
            className={i === pic ? "on" : ""}
            onMouseEnter={() => setPic(i)}
            onClick={() => setPic(i)}
            aria-label={`图片${i + 1}`}
          >
            <img src={src} alt="" width={60} height={60} />
          </button>
        ))}
      </div>
    </div>
  );
}
