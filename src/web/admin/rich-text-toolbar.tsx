import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  LoadingOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { useEditorState, type Editor } from "@tiptap/react";
import { Button, Divider, Tooltip, Upload } from "antd";
import type { ReactNode } from "react";
import { IMAGE_RULE, IMAGE_TYPES } from "../upload-image";
import { useImageUpload } from "../use-image-upload";
import { alive } from "./rich-text-html";

/** One toolbar button: its Chinese name is both the tooltip and what a screen reader says. */
function Tool({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        type={active ? "primary" : "text"}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // keeps the editor's selection: a click on the toolbar must act on what the user selected
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** 正文 / 标题 / 小标题 read as their text, not an icon: a seller sees what each block becomes. */
function Block({ label, tip, active, onClick }: { label: string; tip: string; active: boolean; onClick: () => void }) {
  return (
    <Tooltip title={tip} mouseEnterDelay={0.4}>
      <Button
        type={active ? "primary" : "text"}
        ghost={active}
        size="small"
        aria-label={tip}
        aria-pressed={active}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {label}
      </Button>
    </Tooltip>
  );
}

const NOTHING_ON = {
  paragraph: false,
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  underline: false,
  bullet: false,
  ordered: false,
  link: false,
  undo: false,
  redo: false,
};

/** The formatting buttons over a rich-text editor, each showing whether it applies where the cursor is. */
export function RichTextToolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor }) =>
      !alive(e)
        ? NOTHING_ON
        : {
            paragraph: e.isActive("paragraph"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            underline: e.isActive("underline"),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            link: e.isActive("link"),
            undo: e.can().undo(),
            redo: e.can().redo(),
          },
  });
  const chain = () => editor.chain().focus();
  const { busy, beforeUpload } = useImageUpload((stored) => void chain().setImage({ src: stored.url }).run());
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="格式">
      <Block label="正文" tip="正文" active={on.paragraph} onClick={() => chain().setParagraph().run()} />
      <Block label="标题" tip="标题" active={on.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <Block label="小标题" tip="小标题" active={on.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Divider type="vertical" />
      <Tool label="加粗" icon={<BoldOutlined />} active={on.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label="斜体" icon={<ItalicOutlined />} active={on.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool
        label="下划线"
        icon={<UnderlineOutlined />}
        active={on.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Divider type="vertical" />
      <Tool
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={on.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={on.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool label="分割线" icon={<LineOutlined />} onClick={() => chain().setHorizontalRule().run()} />
      <Divider type="vertical" />
      <Tool label="链接" icon={<LinkOutlined />} active={on.link} onClick={onLink} />
      <Tool
        label="取消链接"
        icon={<DisconnectOutlined />}
        disabled={!on.link}
        onClick={() => chain().extendMarkRange("link").unsetLink().run()}
      />
      <Upload accept={IMAGE_TYPES.join(",")} showUploadList={false} beforeUpload={beforeUpload} disabled={busy}>
        <Tool
          label={`插入图片（${IMAGE_RULE}）`}
          icon={busy ? <LoadingOutlined /> : <PictureOutlined />}
          disabled={busy}
        />
      </Upload>
      <Divider type="vertical" />
      <Tool label="撤销" icon={<UndoOutlined />} disabled={!on.undo} onClick={() => chain().undo().run()} />
      <Tool label="重做" icon={<RedoOutlined />} disabled={!on.redo} onClick={() => chain().redo().run()} />
    </div>
  );
}
