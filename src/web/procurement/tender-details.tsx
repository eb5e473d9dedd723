import type { HttpError } from "@refinedev/core";
import { Button, Tag, Card, Descriptions, QRCode, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { FieldValue, type Row } from "../admin/field-value";
import { LinesTable } from "../admin/lines-table";
import { audienceOf, readAudience } from "./audience-api";
import { Deadline } from "./deadline";
import { NoticeRefusal, type Refusal } from "./notice-refusal";
import { usePortalState } from "../portal/portal-state";
import { ENQUIRY, HALL, answerPath, noticePath } from "./hall-fields";
import "./procurement.css";
import { MissingId } from "../layout/missing-id";

const { resource, audience } = audienceOf("bidOrder", "public");
/** Fields shown in the head or as their own block, not again in the table. */
const APART = new Set<string>([HALL.title, HALL.kind, HALL.state, HALL.lines, HALL.notes]);
const OPEN = audience.states[0];
const field = (key: string) => resource.fields[key]!;

/**
 * /entProcurement/details?id= (tender) and /entProcurement/enquiry/details?id= (enquiry): the public
 * notice of one published row, every field its audience reads, its goods lines, and a QR code to share it.
 */
export default function TenderDetails() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { user } = usePortalState();
  const navigate = useNavigate();
  const id = params.get("id");
  const [row, setRow] = useState<Row | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    setRow(null);
    setRefusal(null);
    // the page says an invitation's refusal itself; the rest goes to its error page as for any call (spec §8)
    readAudience(audience, "get", { id }, { stay: true })
      .then((r) => live && setRow(r))
      .catch((e: HttpError) => {
        if (!live) return;
        if (e.statusCode >= 404 && e.statusCode < 422) navigate("/404");
        else if (e.statusCode >= 500 && e.statusCode <= 504) navigate("/500");
        else setRefusal({ status: e.statusCode, message: e.message });
      });
    return () => {
      live = false;
    };
    // navigate is a new function after every move (the enquiry's own path below): the read depends on the id alone
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  // an enquiry lives under /enquiry/: a shared tender link to one is put right, not answered twice
  useEffect(() => {
    if (!row) return;
    const enquiryPath = pathname.includes("/enquiry/");
    if ((row[HALL.kind] === ENQUIRY) !== enquiryPath) {
      navigate(noticePath(row[HALL.kind], row.id), { replace: true });
    }
  }, [row, pathname, navigate]);

  if (!id) return <MissingId what="公告" listLabel="采购大厅" listPath="/entProcurement/home" />;
  if (refusal) return <NoticeRefusal refusal={refusal} />;
  if (!row)
    return (
      <Card className="procurement mall-wrap">
        <Skeleton active />
      </Card>
    );

  const kind = field(HALL.kind).options!.find((o) => o.value === row[HALL.kind])?.label ?? "";
  const shown = audience.fields.filter((k) => !APART.has(k));
  const url = `${window.location.origin}${noticePath(row[HALL.kind], row.id)}`;
  const answer = answerPath(row.id);
  return (
    <div className="procurement mall-wrap">
      <div className="procurement-crumbs">
        <Link to="/entProcurement/home">采购大厅</Link> / <span>{kind}公告</span>
      </div>
      <Card variant="borderless" className="procurement-card">
        <div className="tender-head">
          <div>
            <Space size={12} align="center">
              <FieldValue field={field(HALL.kind)} name={HALL.kind} row={row} />
              <Typography.Title level={3} style={{ margin: 0 }}>
                {String(row[HALL.title])}
              </Typography.Title>
              <FieldValue field={field(HALL.state)} name={HALL.state} row={row} />
              {row.invited === true && <Tag color="gold">定向邀请</Tag>}
            </Space>
            <div className="tender-deadline">
              报价截止 <FieldValue field={field(HALL.deadline)} name={HALL.deadline} row={row} />
              {row[HALL.state] === OPEN && <Deadline at={row[HALL.deadline] as string} />}
            </div>
            {row.enterpriseName != null && <div className="tender-buyer">采购单位：{String(row.enterpriseName)}</div>}
            {answer && row[HALL.state] === OPEN && new Date(String(row[HALL.deadline])).getTime() > Date.now() && (
              <Button type="primary" size="large" className="tender-answer" onClick={() => navigate(answer.path)}>
                {answer.label}
              </Button>
            )}
          </div>
          <div className="tender-qr">
            <QRCode value={url} size={112} bordered={false} />
            <span>扫码分享{kind}公告</span>
          </div>
        </div>
        <Descriptions bordered column={{ xs: 1, md: 2 }} labelStyle={{ width: 140 }}>
          {shown.map((k) => (
            <Descriptions.Item key={k} label={resource.fields[k]!.label}>
              {/* documents go to signed-in readers only: a visitor is asked to log in first */}
              {resource.fields[k]!.type === "file" && row[k] != null && !user ? (
                <Link to={`/login?retUrl=${encodeURIComponent(pathname + search)}`}>登录后下载</Link>
              ) : (
                <FieldValue field={resource.fields[k]!} name={k} row={row} />
              )}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card variant="borderless" className="procurement-card" title={field(HALL.lines).label}>
        <LinesTable field={field(HALL.lines)} lines={(row[HALL.lines] as Row[]) ?? []} />
      </Card>
      {row[HALL.notes] != null && (
        <Card variant="borderless" className="procurement-card" title={field(HALL.notes).label}>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }}>
            {String(row[HALL.notes])}
          </Typography.Paragraph>
        </Card>
      )}
    </div>
  );
}
