import { Tag } from "antd";
import { certifiedLabel } from "../../core/certification-gates";

/** Whether an answering enterprise holds the certification its answer needs (the server's `certified`, read-only). */
export function CertifiedTag({ certified }: { certified: unknown }) {
  return (
    <Tag className="certified-tag" color={certified ? "green" : "orange"}>
      {certifiedLabel(certified)}
    </Tag>
  );
}
