import { Timeline } from "antd";
import dayjs from "dayjs";
import type { Move } from "../types";

/** A row's timeline on the mall's pages (an order's, an after-sale's): who did what, and what they said. */
export function MoveLog({ moves }: { moves: Move[] }) {
  return (
    <Timeline
      className="move-log"
      items={moves.map((m) => ({
        children: (
          <>
            <div>
              <b>{m.label}</b>　
              <span className="muted-text">
                {dayjs(m.createdAt).format("YYYY-MM-DD HH:mm:ss")}　{m.userName}
              </span>
            </div>
            {Object.values(m.note ?? {}).map((n) => (
              <div key={n.label} className="muted-text">
                {n.label}：{String(n.value ?? "")}
              </div>
            ))}
          </>
        ),
      }))}
    />
  );
}
