import type { GoodsTrace } from "../types";

/**
 * 质量追溯 on the goods page: the shop's licence for a regulated goods, then the goods' batches newest first, each
 * with where and when it was made, until when it holds, its inspection or quarantine certificate and the batch it
 * came from, so a buyer can follow the goods back before ordering. Plain markup: it is part of the page's first
 * paint, and adds nothing to the code the page loads.
 */
export function GoodsTraceSection({ trace, unit }: { trace: GoodsTrace | undefined; unit: string }) {
  if (!trace) return null;
  return (
    <section className="goods-trace" id="trace" aria-labelledby="trace-title">
      <h2 id="trace-title">质量追溯</h2>
      {trace.licence && (
        <p className="trace-licence">
          店铺资质：{trace.licence.name} {trace.licence.licenseNo}，有效期至 {trace.licence.expireDate}
        </p>
      )}
      {trace.list.length === 0 ? (
        <p className="muted-text">卖家暂未登记追溯批次</p>
      ) : (
        <ol className="trace-chain">
          {trace.list.map((b) => (
            <li key={b.id} className={b.valid ? "trace-batch valid" : "trace-batch"}>
              <div className="trace-head">
                <b>批次号 {b.batchNo}</b>
                <span className="trace-state">{b.valid ? "有效期内" : "已过期"}</span>
              </div>
              <div className="trace-facts">
                <span>生产日期 {b.productionDate}</span>
                <span>有效期至 {b.expiryDate}</span>
                <span>产地 {b.origin}</span>
                {b.quantity !== null && (
                  <span>
                    批次数量 {b.quantity}
                    {unit}
                  </span>
                )}
                {b.sourceBatch && <span>上游批次 {b.sourceBatch}</span>}
              </div>
              <div className="trace-cert">
                <a href={b.certImage} target="_blank" rel="noopener" title="查看证明原图">
                  <img
                    src={b.certImage}
                    alt={`批次${b.batchNo}的检验/检疫证明`}
                    width={96}
                    height={68}
                    loading="lazy"
                  />
                </a>
                <span>检验/检疫证明编号 {b.certNo}</span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
