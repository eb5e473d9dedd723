import { Badge, Button, Card, Empty, List, Typography } from "antd";
import { Link } from "react-router";
import { mallApi } from "../mall/api";
import { useLoad } from "./use-load";

interface Message {
  id: number;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** /personal/messages: what the platform told the enterprise (its shop approved, its application rejected, why). */
export function MessagesPage() {
  const { data, loading, reload } = useLoad(() =>
    mallApi<{ list: Message[]; unread: number }>("myMessages", { pageSize: 50 }),
  );
  const read = async (payload: Record<string, unknown>) => {
    await mallApi("messageRead", payload);
    reload();
  };
  return (
    <Card
      title={<>我的消息 {data?.unread ? <Badge count={data.unread} style={{ marginLeft: 8 }} /> : null}</>}
      loading={loading}
      extra={
        data?.unread ? (
          <Button size="small" onClick={() => read({ all: true })}>
            全部标为已读
          </Button>
        ) : null
      }
    >
      {data?.list.length ? (
        <List
          className="message-list"
          dataSource={data.list}
          renderItem={(m) => (
            <List.Item
              actions={[
                m.link ? (
                  <Link key="go" to={m.link} onClick={() => !m.readAt && read({ id: m.id })}>
                    查看
                  </Link>
                ) : null,
                !m.readAt ? (
                  <a key="read" onClick={() => read({ id: m.id })}>
                    标为已读
                  </a>
                ) : null,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <>
                    {!m.readAt && <Badge status="processing" />}{" "}
                    <Typography.Text strong={!m.readAt}>{m.title}</Typography.Text>
                  </>
                }
                description={
                  <>
                    {m.body && <div className="message-body">{m.body}</div>}
                    <div>{new Date(m.createdAt).toLocaleString("zh-CN", { hour12: false })}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description="暂无消息" />
      )}
    </Card>
  );
}
