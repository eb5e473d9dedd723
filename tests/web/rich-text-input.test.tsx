import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, Form, type FormInstance } from "antd";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { f } from "../../src/core/fields";
import { fieldInput } from "../../src/web/admin/field-input";
import { FieldValue } from "../../src/web/admin/field-value";
import { http } from "../../src/web/services";

const description = f.richtext("商品详情");

/** The generated form's control of a richtext field, inside a real antd form; `changes` records what it hands up. */
function renderInput(initial?: string) {
  const changes: string[] = [];
  let form!: FormInstance;
  function Host() {
    [form] = Form.useForm();
    return (
      <App>
        <Form
          form={form}
          initialValues={{ description: initial }}
          onValuesChange={(v) => "description" in v && changes.push(v.description)}
        >
          <Form.Item name="description" label="商品详情">
            {fieldInput(description)}
          </Form.Item>
        </Form>
      </App>
    );
  }
  render(<Host />);
  return { changes, form: () => form };
}

/** The editor's editable area, once its chunk has loaded: it carries the field's id, as every control does. */
const editable = async () => {
  // the chunk is fetched on first use, as in the browser: a busy machine needs more than waitFor's default second
  await waitFor(() => expect(document.querySelector('[id="description"][contenteditable="true"]')).toBeTruthy());
  return document.getElementById("description")!;
};

// ProseMirror measures the cursor to scroll it into view; jsdom lays nothing out, so every box is empty
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () =>
  ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
for (const proto of [Element.prototype, Range.prototype] as {
  getClientRects?: unknown;
  getBoundingClientRect?: unknown;
}[]) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= noRect;
}
if (!document.elementFromPoint) document.elementFromPoint = () => null;

// the editor's chunk loads once, as the first form that needs it would load it
beforeAll(() => import("../../src/web/admin/rich-text-editor"), 60_000);
afterEach(() => vi.restoreAllMocks());

describe("richtext field input", () => {
  it("loads the editor with Chinese-labelled tools and shows the held HTML formatted", async () => {
    renderInput("<h2>产品介绍</h2><p>育肥猪<strong>全价</strong>饲料</p><ul><li><p>40kg/袋</p></li></ul>");
    const area = await editable();
    expect(area.querySelector("h2")?.textContent).toBe("产品介绍");
    expect(area.querySelector("strong")?.textContent).toBe("全价");
    expect(area.querySelector("ul li")?.textContent).toBe("40kg/袋");
    // each tool is named (tooltip and screen reader) in Chinese
    const tools = [...document.querySelectorAll(".rich-text-toolbar button")].map((b) => b.getAttribute("aria-label"));
    expect(tools).toEqual([
      "正文",
      "标题",
      "小标题",
      "加粗",
      "斜体",
      "下划线",
      "无序列表",
      "有序列表",
      "分割线",
      "链接",
      "取消链接",
      expect.stringMatching(/^插入图片（支持 JPG/),
      "撤销",
      "重做",
    ]);
  });

  it("turns the block at the cursor into a heading with 标题 and hands the form the new HTML", async () => {
    const { changes } = renderInput("<p>产品特点</p>");
    await editable();
    fireEvent.click(screen.getByRole("button", { name: "标题" }));
    await waitFor(() => expect(changes.at(-1)).toBe("<h2>产品特点</h2>"));
    expect(screen.getByRole("button", { name: "标题" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("uploads a picked picture through the project's upload and inserts it at the cursor", async () => {
    const request = vi.spyOn(http, "request").mockImplementation(async (req) => {
      if (req.url.includes("upload.token.get")) return { code: 0, msg: "success", data: { token: "t1" } } as never;
      return {
        code: 0,
        msg: "success",
        data: { name: "0123456789abcdef0123456789abcdef.png", url: "/files/0123456789abcdef0123456789abcdef.png" },
      } as never;
    });
    const { changes } = renderInput("<p>见下图</p>");
    await editable();
    const picker = document.querySelector<HTMLInputElement>('.rich-text-toolbar input[type="file"]')!;
    const png = new File([new Uint8Array([137, 80, 78, 71])], "饲料.png", { type: "image/png" });
    await act(async () => void fireEvent.change(picker, { target: { files: [png] } }));
    await waitFor(() => expect(changes.at(-1)).toContain('<img src="/files/0123456789abcdef0123456789abcdef.png">'));
    expect(request.mock.calls.map(([r]) => r.url)).toEqual([
      expect.stringMatching(/fileUpload\.upload\.token\.get/),
      expect.stringMatching(/fileUpload\.upload\//),
    ]);
    expect(document.querySelector("#description img")?.getAttribute("src")).toBe(
      "/files/0123456789abcdef0123456789abcdef.png",
    );
  });

  it("refuses a file that is not a picture before any upload", async () => {
    const request = vi.spyOn(http, "request");
    const { changes } = renderInput("<p>说明</p>");
    await editable();
    const picker = document.querySelector<HTMLInputElement>('.rich-text-toolbar input[type="file"]')!;
    await act(
      async () =>
        void fireEvent.change(picker, {
          target: { files: [new File(["x"], "说明.pdf", { type: "application/pdf" })] },
        }),
    );
    expect(await screen.findByText("仅支持 JPG、PNG、GIF、WEBP 格式的图片")).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it("takes a value set from outside (the edit form's row loading) without handing it back as a change", async () => {
    const { changes, form } = renderInput();
    const area = await editable();
    act(() => form().setFieldsValue({ description: "<h3>售后保障</h3><p>48小时内联系客服</p>" }));
    await waitFor(() => expect(area.querySelector("h3")?.textContent).toBe("售后保障"));
    expect(changes).toEqual([]);
  });

  it("counts the HTML against the field's limit under the editor", async () => {
    renderInput("<p>甲乙</p>");
    await editable();
    expect(screen.getByText(`9 / ${description.max}`)).toBeTruthy();
  });
});

describe("richtext field value", () => {
  it("shows the stored HTML formatted on the detail view", () => {
    render(
      <FieldValue
        field={description}
        name="description"
        row={{ id: 1, description: "<h2>产品介绍</h2><ol><li><p>颗粒均匀</p></li></ol>" }}
      />,
    );
    expect(document.querySelector(".rich-text h2")?.textContent).toBe("产品介绍");
    expect(document.querySelector(".rich-text ol li")?.textContent).toBe("颗粒均匀");
  });
});
