import type { Editor } from "@tiptap/react";
import { Form, Input, Modal } from "antd";
import { useEffect } from "react";
import { LINK_HREF } from "../../core/rich-text";

/**
 * 插入链接: the address for the selected text (or, with nothing selected, a text to insert as the link). Only the
 * addresses the server keeps are accepted, so a link never silently loses its address on save.
 */
export function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ href: string; text?: string }>();
  const selected = open && !editor.state.selection.empty;
  useEffect(() => {
    if (open) form.setFieldsValue({ href: (editor.getAttributes("link").href as string | undefined) ?? "", text: "" });
  }, [open, editor, form]);
  const save = async () => {
    const { href, text } = await form.validateFields();
    const chain = editor.chain().focus();
    if (selected || editor.isActive("link")) chain.extendMarkRange("link").setLink({ href: href.trim() }).run();
    else
      chain
        .insertContent({
          type: "text",
          text: text?.trim() || href.trim(),
          marks: [{ type: "link", attrs: { href: href.trim() } }],
        })
        .run();
    onClose();
  };
  return (
    <Modal title="插入链接" open={open} onOk={save} onCancel={onClose} okText="确定" cancelText="取消" destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="href"
          label="链接地址"
          rules={[
            { required: true, whitespace: true, message: "请输入链接地址" },
            {
              validator: (_, v: string) =>
                !v?.trim() || LINK_HREF.test(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error("请输入以 https:// 或 http:// 开头的网址，或商城内以 / 开头的地址")),
            },
          ]}
        >
          <Input placeholder="https://… 或 /list?search=饲料" autoFocus />
        </Form.Item>
        {!selected && !editor.isActive("link") && (
          <Form.Item name="text" label="链接文字">
            <Input placeholder="留空则显示链接地址" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
