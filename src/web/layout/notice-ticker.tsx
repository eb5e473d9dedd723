import { NotificationOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useMall } from "../mall/use-mall";
import type { Content } from "../mall/types";

/** Spec §9: rotate every 2 s with a 1 s slide. */
export const TICKER_MS = 2000;

/** The header's notice ticker (message.list): type 1 opens the in-site message, type 2 its link. */
export function NoticeTicker() {
  const { data } = useMall<Content[]>("messageList");
  const list = data ?? [];
  const [i, setI] = useState(0);
  useEffect(() => {
    if (list.length < 2) return;
    const t = setInterval(() => setI((n) => (n + 1) % list.length), TICKER_MS);
    return () => clearInterval(t);
  }, [list.length]);
  if (!list.length) return null;
  return (
    <div className="ticker" aria-label="平台公告">
      <NotificationOutlined className="ticker-icon" />
      <div className="ticker-window">
        <ul className="ticker-track" style={{ transform: `translateY(-${i * 22}px)` }}>
          {list.map((m) => (
            <li key={m.id}>
              {m.type === 2 && m.linkUrl ? (
                <a href={m.linkUrl} target="_blank" rel="noreferrer">
                  {m.title}
                </a>
              ) : (
                <Link to={`/messages?id=${m.id}`}>{m.title}</Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
