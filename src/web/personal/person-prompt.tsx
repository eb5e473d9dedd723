import { Modal } from "antd";
import { useEffect, useState } from "react";
import type { Row } from "../admin/field-value";
import { PersonAnswers, personEntries, waitingRows } from "./person-answers";

/**
 * The dialog a person meets after logging in (or registering) while rows wait for its answer: an enterprise's
 * invitation to join, with 加入 / 拒绝 on each. 稍后处理 closes it; the rows stay on their personal page and in 我的消息.
 */
export default function PersonPrompt({ onClose }: { onClose: () => void }) {
  const entries = personEntries();
  const [rows, setRows] = useState<Row[][]>();
  const load = () => void Promise.all(entries.map(waitingRows)).then(setRows, () => setRows([]));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, []);
  const waiting = entries.map((e, i) => [e, rows?.[i] ?? []] as const).filter(([, r]) => r.length);
  if (!rows || !waiting.length) return null;
  return (
    <Modal
      open
      title={waiting.map(([e]) => e.audience.person!.prompt).join("、")}
      footer={null}
      onCancel={onClose}
      width={640}
      className="person-prompt"
    >
      {waiting.map(([entry, r]) => (
        <PersonAnswers key={entry.name} entry={entry} rows={r} onAnswered={load} />
      ))}
    </Modal>
  );
}
