import { SafetyCertificateOutlined } from "@ant-design/icons";
import { Image, Tag, Timeline } from "antd";
import type { GoodsTrace } from "../types";

/**
 * 质量追溯 on the goods page: the shop's licence for a regulated goods, then the goods' batches newest first, each
 * with where and when it was made, until when it holds, its inspection or quarantine certificate and the batch it
 * came from, so a buyer can follow the goods back before ordering.
 */
export function GoodsTraceSection({ trace, unit }: { trace: GoodsTrace | undefined; unit: string }) {
  if (!trace) return null;
  return (
    <section className="goods-trace" id="trace" aria-labelledby="trace-title">
      <h2 id="trace-title">质量追溯</h2>
      {trace.licence && (
        <p className="trace-licence">
          <SafetyCertificateOutlined /> 店铺资质：{trace.licence.name} {trace.licence.licenseNo}，有效期至 {trace.licence.expireDate}
        </p>
      )}
      {trace.list.length === 0 ? (
        <p className="muted-text">卖家暂未登记追溯批次</p>
      ) : (
        <Timeline
          items={trace.list.map((b) => ({
            key: b.id,
            color: b.valid ? "green" : "gray",
            children: (
              <div className="trace-batch">
                <div className="trace-head">
                  <b>批次号 {b.batchNo}</b>
                  {b.valid ? <Tag color="green">有效期内</Tag> : <Tag>已过期</Tag>}
                </div>
                <div className="trace-facts">
                  <span>生产日期 {b.productionDate}</span>
                  <span>有效期至 {b.expiryDate}</span>
                  <span>产地 {b.origin}</span>
                  {b.quantity !== null && <span>批次数量 {b.quantity}{unit}</span>}
                  {b.sourceBatch && <span>上游批次 {b.sourceBatch}</span>}
                </div>
                <div className="trace-cert">
                  <Image src={b.certImage} alt={`批次${b.batchNo}的检验/检疫证明`} width={96} height={68} style={{ objectFit: "cover" }} />
                  <span>检验/检疫证明编号 {b.certNo}</span>
                </div>
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
