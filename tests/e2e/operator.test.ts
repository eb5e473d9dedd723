import { describe, it } from "vitest";
import { pageAs } from "./portal-session";
import { approveRealName, button, realNameQueueRow, sendRealName } from "./realname-steps";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// The platform operator (admin) on one platform: its audit of a person's real name, turned down with a reason and
// then approved. The operator's halves of the other audits stay in the journeys their applicants start (a shop in
// seller-newcomer, an enterprise's certification in supplier-certification).

const platform = runningPlatform();

// A person sends a real name with both sides of the ID card from the personal centre; the platform operator turns
// it down with a reason in the console's 实名认证审核, the person reads the reason and sends it again, the
// operator approves, and the person's card says 已认证 (docs/accounts.md).

const PERSON = "13800000004";
const NAME = "张晓燕";
const ID_CARD = "11010519491231002X";

const as = (login: string, path: string) => pageAs(platform, login, path);

async function send(from?: "未通过") {
  const page = await as(PERSON, "/personal/info");
  await sendRealName(page, NAME, ID_CARD, from);
  await page.context().close();
}

describe("real-name certification, audited by the platform operator", () => {
  it("the person sends name, ID number and both photos: the card says 审核中", async () => {
    await send();
  });

  it("the operator turns it down with a reason; the person reads it and sends it again", async () => {
    const { page, row } = await realNameQueueRow(platform, NAME, ID_CARD);
    await row.locator("img").first().waitFor();
    await row.getByRole("button", { name: button("驳回") }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByLabel("驳回原因").fill("身份证人像面照片模糊，请重新拍摄上传");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    // the notice and the row leaving the waiting list say it was taken
    await page.getByText("驳回成功").first().waitFor();
    await row.waitFor({ state: "detached" });
    await page.context().close();

    const mine = await as(PERSON, "/personal/info");
    await mine
      .locator(".realname-card")
      .getByText("驳回原因：身份证人像面照片模糊，请重新拍摄上传", { exact: false })
      .waitFor();
    await mine.locator(".realname-card").getByText("未通过", { exact: true }).waitFor();
    await mine.context().close();
    await send("未通过");
  });

  it("the operator approves it and the person's card says 已认证", async () => {
    await approveRealName(platform, NAME, ID_CARD);
    const mine = await as(PERSON, "/personal/info");
    await mine.locator(".realname-card").getByText("已认证", { exact: true }).waitFor();
    await mine.locator(".realname-card").getByText(NAME).waitFor();
    await mine.context().close();
  });
});
