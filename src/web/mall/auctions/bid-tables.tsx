import { Card, Table, Tag } from "antd";
import { time, yuan } from "./format";
import type { AuctionCard, BuyerRow, LiveState, RankRow, RecordRow } from "./types";

/** 出价排名 and 出价记录, as everyone watching the auction sees them. */
export function BidLists({ a, state }: { a: AuctionCard; state: LiveState }) {
  return (
    <div className="auction-lists">
      <Card title="出价排名" size="small">
        <Table<RankRow>
          rowKey="rank"
          size="small"
          pagination={false}
          dataSource={state.rank}
          locale={{ emptyText: "暂无出价" }}
          columns={[
            { title: "排名", dataIndex: "rank", width: 60 },
            {
              title: "出价企业",
              dataIndex: "bidder",
              render: (v: string, r) => (
                <span className={r.mine ? "auction-mine" : undefined}>
                  {v}
                  {r.mine ? "（我）" : ""}
                  {r.passedOver && <Tag style={{ marginLeft: 6 }}>已作废</Tag>}
                  {!r.passedOver && a.winnerName === v && (
                    <Tag color="green" style={{ marginLeft: 6 }}>
                      中标
                    </Tag>
                  )}
                </span>
              ),
            },
            {
              title: "最高出价",
              dataIndex: "price",
              render: (v: number) => <span className="money">{yuan(v)}</span>,
            },
            { title: "出价次数", dataIndex: "bids", width: 80 },
          ]}
        />
      </Card>
      <Card title="出价记录" size="small">
        <Table<RecordRow>
          rowKey="seq"
          size="small"
          pagination={false}
          dataSource={state.records}
          locale={{ emptyText: "暂无出价" }}
          columns={[
            { title: "序号", dataIndex: "seq", width: 60 },
            {
              title: "出价企业",
              dataIndex: "bidder",
              render: (v: string, r) => <span className={r.mine ? "auction-mine" : undefined}>{v}</span>,
            },
            { title: "出价", dataIndex: "price", render: (v: number) => <span className="money">{yuan(v)}</span> },
            { title: "时间", dataIndex: "createdAt", render: time },
          ]}
        />
      </Card>
    </div>
  );
}

/** 出价企业: the seller's own auction, with each bidder's contact. */
export function BuyersCard({ a, list }: { a: AuctionCard; list: BuyerRow[] }) {
  return (
    <Card title="出价企业" size="small" style={{ marginTop: 16 }} className="auction-buyers">
      <Table<BuyerRow>
        rowKey="rank"
        size="small"
        pagination={false}
        dataSource={list}
        locale={{ emptyText: "暂无企业出价" }}
        columns={[
          { title: "排名", dataIndex: "rank", width: 60 },
          {
            title: "出价企业",
            dataIndex: "bidder",
            render: (v: string, r) => (
              <span>
                {v}
                {r.passedOver && <Tag style={{ marginLeft: 6 }}>已作废</Tag>}
                {!r.passedOver && a.winnerName === v && (
                  <Tag color="green" style={{ marginLeft: 6 }}>
                    中标
                  </Tag>
                )}
              </span>
            ),
          },
          { title: "联系人", dataIndex: "contact" },
          { title: "联系电话", dataIndex: "phone" },
          {
            title: "最高出价",
            dataIndex: "price",
            render: (v: number) => <span className="money">{yuan(v)}</span>,
          },
          { title: "出价次数", dataIndex: "bids", width: 80 },
          { title: "最后出价", dataIndex: "lastAt", render: time },
        ]}
      />
    </Card>
  );
}

/** 我的出价: a buyer's own bids on this auction. */
export function MyBidsCard({ list }: { list: RecordRow[] }) {
  return (
    <Card title="我的出价" size="small" style={{ marginTop: 16 }}>
      <Table<RecordRow>
        rowKey="seq"
        size="small"
        pagination={false}
        dataSource={list}
        locale={{ emptyText: "您还没有出价" }}
        columns={[
          { title: "序号", dataIndex: "seq", width: 60 },
          { title: "出价", dataIndex: "price", render: (v: number) => <span className="money">{yuan(v)}</span> },
          {
            title: "时间",
            dataIndex: "createdAt",
            render: (s: string) => new Date(s).toLocaleString("zh-CN", { hour12: false }),
          },
        ]}
      />
    </Card>
  );
}
