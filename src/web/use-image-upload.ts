import { App } from "antd";
import { useState } from "react";
import { showError } from "./pages/account/account-api";
import { imageProblem, uploadFile } from "./upload-image";

/**
 * Checks and uploads a picked image, then hands the stored file to `then` (which may save it further);
 * a refused type or size, or a failed call, is shown as a message. `busy` covers the whole run.
 */
export function useImageUpload(then: (stored: { name: string; url: string }) => void | Promise<void>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return void message.error(problem);
    setBusy(true);
    try {
      const stored = await uploadFile(file);
      // an image always gets its public address (only a PDF has none)
      await then({ name: stored.name, url: stored.url ?? "" });
    } catch (e) {
      showError(undefined, e, message.error);
    } finally {
      setBusy(false);
    }
  };
  // antd Upload: take the file ourselves and stop its own request
  const beforeUpload = (file: File) => (void upload(file), false);
  return { busy, beforeUpload };
}
