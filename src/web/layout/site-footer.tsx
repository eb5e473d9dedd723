import { CarOutlined, CustomerServiceOutlined, SafetyCertificateOutlined, ShopOutlined } from "@ant-design/icons";
import { Modal } from "antd";
import { useState } from "react";
import { usePortalState } from "../portal/portal-state";

export const RISK_TITLE = "风险须知";
export const RISK_TEXT =
  "平台仅为买卖双方提供交易信息与服务，买卖双方应自行核实对方资质并自担交易风险。平台严禁销售假冒伪劣商品，严禁刷单、虚假交易、诈骗、洗钱等一切违法违规行为，一经发现将封禁账号并移交有关部门依法处理。";

const PROMISES = [
  { icon: <SafetyCertificateOutlined />, title: "正品保障", text: "资质审核 · 假一赔十" },
  { icon: <ShopOutlined />, title: "厂家直供", text: "源头好货 · 价格透明" },
  { icon: <CarOutlined />, title: "极速配送", text: "产地直发 · 冷链可选" },
  { icon: <CustomerServiceOutlined />, title: "售后无忧", text: "专属客服 · 48小时响应" },
];

const intro = (id: number) => `/introduction?id=${id}`;

/** Spec §2 footer: service columns, QR code, footer columns, ICP, copyright, friendly link (YYN), 风险须知. */
export function SiteFooter() {
  const { enterprise, domain } = usePortalState();
  const [risk, setRisk] = useState(false);
  return (
    <footer className="site-footer">
      <div className="footer-promises">
        <div className="mall-wrap footer-promises-inner">
          {PROMISES.map((p) => (
            <div key={p.title} className="promise">
              <span className="promise-icon">{p.icon}</span>
              <div>
                <b>{p.title}</b>
                <small>{p.text}</small>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mall-wrap footer-main">
        <div className="footer-columns">
          {enterprise.customerServiceColumns.map((col) => (
            <dl key={col.id}>
              <dt>{col.name}</dt>
              {(col.nextColumn?.length ? col.nextColumn : [col]).map((c) => (
                <dd key={c.id}>
                  <a href={intro(c.id)} target="_blank" rel="noreferrer">
                    {c.name}
                  </a>
                </dd>
              ))}
            </dl>
          ))}
        </div>
        {enterprise.twoDimensionalCodeUrl && (
          <div className="footer-qr">
            <img src={enterprise.twoDimensionalCodeUrl} alt="公众号二维码" width={96} height={96} loading="lazy" />
            <span>扫码关注公众号</span>
          </div>
        )}
      </div>
      <div className="footer-bottom">
        <div className="mall-wrap">
          <p className="footer-links">
            {enterprise.footColumns.map((c) => (
              <a key={c.id} href={intro(c.id)} target="_blank" rel="noreferrer">
                {c.name}
              </a>
            ))}
            <a onClick={() => setRisk(true)} role="button">
              {RISK_TITLE}
            </a>
          </p>
          <p>
            {enterprise.icp && (
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
                {enterprise.icp}
              </a>
            )}
            <span>{enterprise.copyright}</span>
          </p>
          {domain.platType === "YYN" && (
            <p className="footer-friends">
              友情链接：
              <a href="https://www.moa.gov.cn/" target="_blank" rel="noreferrer">
                中华人民共和国农业农村部
              </a>
            </p>
          )}
        </div>
      </div>
      <Modal
        title={RISK_TITLE}
        open={risk}
        onOk={() => setRisk(false)}
        onCancel={() => setRisk(false)}
        okText="我知道了"
        cancelButtonProps={{ style: { display: "none" } }}
      >
        <p>{RISK_TEXT}</p>
      </Modal>
    </footer>
  );
}
