import { Card, QRCode, Space, Typography } from "antd";
import type { AudienceDef, Resource } from "../../core/define-resource";
import type { Row } from "./field-value";

/**
 * For each audience that reads this row now (its state is one the audience reads) and has a public page:
 * the page's QR code and link, so the owner can share a published tender on a poster or in a chat.
 */
/** Who the shared link opens for: the invited alone when the row invites anyone. */
function readersOf(resource: Resource, a: AudienceDef, row: Row): string {
  const invited = a.inviteOnly === undefined ? [] : ((row[a.inviteOnly] as unknown[] | null) ?? []);
  if (invited.length)
    return `仅受邀的${resource.fields[a.inviteOnly!]!.label.replace(/^邀请/, "")}（${String(row.refLabels?.[a.inviteOnly!] ?? invited.length)}）`;
  return a.anonymous ? "任何人" : "登录用户";
}

export function AudiencePages({ resource, row }: { resource: Resource; row: Row }) {
  const state = resource.flow ? row[resource.flow.field] : undefined;
  // an ownerOf audience's page is its reader's screen and a platform audience's the operator console's (企业认证审核):
  // neither is one to share, and the applicant cannot open the console; nor is a partyOf audience's (a buyer's 我的授信),
  // the one enterprise the row names reads it on its own console
  const pages = Object.entries(resource.audiences ?? {}).filter(
    ([, a]) =>
      a.page &&
      a.ownerOf === undefined &&
      !a.platform &&
      a.partyOf === undefined &&
      a.states.includes(state as string | number),
  );
  if (!pages.length) return null;
  return (
    <>
      {pages.map(([name, a]) => {
        const path = a.page!.replace(":id", String(row.id));
        const url = `${window.location.origin}${path}`;
        return (
          <Card key={name} variant="borderless" title={`${a.label}页面`} className="audience-page">
            <Space size={24} align="center" wrap>
              <QRCode value={url} size={128} />
              <Space direction="vertical">
                <Typography.Text>已发布，{readersOf(resource, a, row)}可通过此二维码或链接查看</Typography.Text>
                <Typography.Link href={path} target="_blank" copyable={{ text: url, tooltips: ["复制链接", "已复制"] }}>
                  {url}
                </Typography.Link>
              </Space>
            </Space>
          </Card>
        );
      })}
    </>
  );
}
