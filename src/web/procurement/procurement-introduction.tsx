import { Button, Card, Col, Row, Space, Steps, Typography } from "antd";
import { useNavigate } from "react-router";
import { resourceByName } from "../../../resources";
import { screenUrl } from "../../core/screen-routes";
import { usePortalState } from "../portal/portal-state";
import { PURCHASE_PATHS } from "./purchase-paths";
import "./procurement.css";

const certify = (role: 1 | 2) => `${screenUrl(resourceByName("certification"), "create")}?role=${role}`;

const PURCHASER_STEPS = [
  { title: "采购商认证", description: "提交营业执照，平台审核通过后即可发布" },
  { title: "发布招标/询价", description: "填写采购明细、收货地点与报价截止时间，可定向邀请供应商" },
  { title: "比价定标", description: "招标在截止后开标比价，询价随到随看；逐家确定中标或未中标" },
  { title: "生成订单", description: "由中标报价生成招标订单，上传签署合同，跟踪发货与收货" },
];

const SUPPLIER_STEPS = [
  { title: "供应商认证", description: "提交营业执照、资质证书与经营品类，审核通过后进入供应商名录" },
  { title: "查看公告", description: "在采购大厅浏览公开公告；受邀的定向公告仅受邀企业可见" },
  { title: "在线报价", description: "逐行填写单价、可供数量与交货期，截止前可修改或撤回" },
  { title: "履约交付", description: "中标后确认接单，采购商上传合同后发货" },
];

/**
 * /entProcurement/introduction: what the procurement portal is and how each side works it, with the entry
 * to every step; the hall's header links here for a first-time visitor.
 */
export default function ProcurementIntroduction() {
  const { enterprise } = usePortalState();
  const navigate = useNavigate();
  return (
    <div className="procurement mall-wrap">
      <div className="procurement-banner">
        <Typography.Title level={3}>
          {enterprise.platformName || enterprise.titleCh} · 企业采购平台介绍
        </Typography.Title>
        <Typography.Text>面向农牧企业的阳光采购平台：招标、询价、比价、签约与交付全程在线留痕</Typography.Text>
      </div>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card variant="borderless" className="procurement-card" title="我是采购商">
            <Steps direction="vertical" size="small" current={-1} items={PURCHASER_STEPS} />
            <Space wrap>
              <Button type="primary" onClick={() => navigate(PURCHASE_PATHS.tender)}>
                发布招标
              </Button>
              <Button onClick={() => navigate(PURCHASE_PATHS.enquiry)}>发布询价</Button>
              <Button type="link" onClick={() => navigate(certify(1))}>
                申请采购商认证
              </Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card variant="borderless" className="procurement-card" title="我是供应商">
            <Steps direction="vertical" size="small" current={-1} items={SUPPLIER_STEPS} />
            <Space wrap>
              <Button type="primary" onClick={() => navigate("/entProcurement/home")}>
                进入采购大厅
              </Button>
              <Button onClick={() => navigate("/entProcurement/supplier")}>认证供应商名录</Button>
              <Button type="link" onClick={() => navigate(certify(2))}>
                申请供应商认证
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
      <Card variant="borderless" className="procurement-card" title="平台规则">
        <Typography.Paragraph>
          1.
          招标报价在截止时间前密封，采购商与其他供应商均看不到报价金额；截止或提前结束后开标比价。询价的报价随到随看。
        </Typography.Paragraph>
        <Typography.Paragraph>2. 定向邀请的公告只对受邀供应商可见，未受邀企业无法查看或报价。</Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          3. 招标订单的合同文件仅交易双方可下载；每一步操作都记录在详情页的操作记录中。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
