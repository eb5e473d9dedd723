import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./rich-text-editor";

// the editor is a chunk of its own: fetched by the first form that shows a richtext field, never by the mall
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** The form control of a `richtext` field; the value is the HTML written. */
export function RichTextInput(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton.Node active className="rich-text-loading" aria-label="编辑器加载中">
          <span />
        </Skeleton.Node>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
