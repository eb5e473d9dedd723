import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  LoadingOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import { Button, Image, Space, Typography, Upload } from "antd";
import { useRef } from "react";
import { fileUrl } from "../personal/file-host";
import { IMAGE_RULE, IMAGE_TYPES } from "../upload-image";
import { useImageUpload } from "../use-image-upload";

/**
 * The form control of an `images` field: upload several pictures (one at a time or many picked at once), see
 * them in order, move one left or right, remove one; the value is their addresses in that order. `max` caps
 * how many it takes.
 */
export function ImagesInput({
  id,
  value,
  onChange,
  max = 9,
  hint,
}: {
  id?: string;
  value?: string[] | null;
  onChange?: (urls: string[]) => void;
  max?: number;
  hint?: string;
}) {
  const list = value ?? [];
  // several files picked at once arrive one after another: each appends to what the last one left
  const latest = useRef(list);
  latest.current = list;
  const { busy, beforeUpload } = useImageUpload((stored) => {
    const next = [...latest.current, stored.url].slice(0, max);
    latest.current = next;
    onChange?.(next);
  });
  const move = (i: number, by: number) => {
    const next = [...list];
    const [it] = next.splice(i, 1);
    next.splice(i + by, 0, it!);
    onChange?.(next);
  };
  return (
    <div className="images-input">
      <Space wrap size={12} align="start">
        {list.map((url, i) => (
          <div key={`${url}-${i}`} className="images-input-item">
            <Image src={fileUrl(url)} width={104} height={104} style={{ objectFit: "cover", borderRadius: 6 }} />
            <Space size={0} className="images-input-tools">
              <Button
                size="small"
                type="text"
                icon={<ArrowLeftOutlined />}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                title="前移"
                aria-label={`第${i + 1}张前移`}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(list.filter((_, k) => k !== i))}
                title="移除"
                aria-label={`移除第${i + 1}张`}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowRightOutlined />}
                disabled={i === list.length - 1}
                onClick={() => move(i, 1)}
                title="后移"
                aria-label={`第${i + 1}张后移`}
              />
            </Space>
          </div>
        ))}
        {list.length < max && (
          <Upload id={id} accept={IMAGE_TYPES.join(",")} multiple showUploadList={false} beforeUpload={beforeUpload}>
            <button type="button" className="images-input-add" disabled={busy}>
              {busy ? <LoadingOutlined /> : <PlusOutlined />}
              <div>上传图片</div>
            </button>
          </Upload>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
        {IMAGE_RULE}，最多{max}张{hint ? `，${hint}` : ""}
      </Typography.Paragraph>
    </div>
  );
}
