import { BellOutlined } from "@ant-design/icons";
import { Badge } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { subscribeUnread, type SubscribeUnread } from "./unread-stream";

/**
 * 消息 in a header: the logged-in caller's unread count, kept live by the server's stream, linking to 我的消息.
 * `subscribe` is the stream (a test gives its own).
 */
export function MessageBadge({
  subscribe = subscribeUnread,
  className,
  inline,
}: {
  subscribe?: SubscribeUnread;
  className?: string;
  inline?: boolean;
}) {
  const [unread, setUnread] = useState(0);
  useEffect(() => subscribe(setUnread), [subscribe]);
  const count = <Badge count={unread} size="small" overflowCount={99} />;
  return (
    <Link
      to="/personal/messages"
      className={className}
      title="我的消息"
      aria-label={unread ? `我的消息，${unread}条未读` : "我的消息"}
    >
      {/* the mall's top bar is one short line: the count sits beside the word rather than over the bell */}
      {inline ? (
        <BellOutlined />
      ) : (
        <Badge count={unread} size="small" overflowCount={99} offset={[4, -2]}>
          <BellOutlined />
        </Badge>
      )}{" "}
      <span>消息</span>
      {inline && unread > 0 && <> {count}</>}
    </Link>
  );
}
