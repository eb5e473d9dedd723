import { useGetIdentity, useList } from "@refinedev/core";
import { Button, Card, Result, Space, Spin } from "antd";
import { Link, Navigate } from "react-router";
import type { CurrentUser } from "../providers/identity";
import { NEED_ENTERPRISE, NOT_ADMIN, SWITCH_FOR_SHOP } from "../layout/entry-rules";
import type { Row } from "../admin/field-value";
import { SetupSteps } from "./setup-steps";
import { CERTIFICATION_PAGE, REALNAME_PAGE, SHOP_NEEDS_CERT } from "../../core/certification-gates";
import { accountApi } from "../pages/account/account-api";
import { useLoad } from "../personal/use-load";

/**
 * /setUpStore/shopCheck: opening a shop needs an enterprise identity and its administrator (spec §5, §8). A user
 * with no enterprise registers one; one acting personally switches; an employee asks the administrator. An
 * administrator whose enterprise already applied on this portal goes to the application's status instead.
 */
export default function ShopCheckPage() {
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  const admin = !!user?.enterprise?.isAdmin;
  const { result, query } = useList<Row>({
    resource: "shop",
    pagination: { pageSize: 1 },
    queryOptions: { enabled: admin },
  });
  // opening a shop needs a verified real name or an approved enterprise certification (the server refuses it too)
  const audits = useLoad(() => accountApi.post<{ certified: boolean }>("usercenter.audit.lasted"));
  if (isLoading || (admin && query.isLoading) || audits.loading) return <Spin />;
  const refuse = (message: string, extra: React.ReactNode) => (
    <Card variant="borderless">
      <SetupSteps current={0} failed />
      <Result status="warning" title={message} extra={<Space>{extra}</Space>} />
    </Card>
  );
  if (!user?.enterprises.length)
    return refuse(
      NEED_ENTERPRISE,
      <Link to="/entRegister">
        <Button type="primary">注册企业</Button>
      </Link>,
    );
  if (!user.enterprise)
    return refuse(
      SWITCH_FOR_SHOP,
      <Link to="/personal/entChange">
        <Button type="primary">切换企业身份</Button>
      </Link>,
    );
  if (!admin) {
    return refuse(
      NOT_ADMIN,
      <>
        <Link to="/personal/entChange">
          <Button>切换企业身份</Button>
        </Link>
        <Link to="/entRegister">
          <Button type="primary">注册新企业</Button>
        </Link>
      </>,
    );
  }
  const shop = result.data[0];
  if (shop) return <Navigate to={`/setUpStore/shopStatus?audit=${shop.audit}`} replace />;
  if (!audits.data?.certified) {
    return refuse(
      SHOP_NEEDS_CERT,
      <>
        <Link to={REALNAME_PAGE}>
          <Button type="primary">去实名认证</Button>
        </Link>
        <Link to={CERTIFICATION_PAGE}>
          <Button>去企业认证</Button>
        </Link>
      </>,
    );
  }
  return (
    <Card variant="borderless">
      <SetupSteps current={0} />
      <Result
        status="success"
        title={`${user.enterprise.name}可以开店`}
        subTitle="请准备好营业执照，经营兽药、疫苗、饲料、预混料或种畜禽的还需相应的经营许可证。"
        extra={
          <Link to="/setUpStore/shopInfo">
            <Button type="primary">填写店铺信息</Button>
          </Link>
        }
      />
    </Card>
  );
}
