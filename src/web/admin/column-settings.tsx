import { SettingOutlined } from "@ant-design/icons";
import { App, Button, Checkbox, Popover, Space } from "antd";
import { OnDemandPopup } from "./on-demand-popup";
import "./link-button.css";
import type { Resource } from "../../core/define-resource";
import { hideableColumns } from "../../core/page-show";
import { mallApi, reason } from "../mall/api";
import { useMall } from "../mall/use-mall";

type Shown = { page: string; hidden: string[] };

/**
 * The columns the user hides on this list, as the server keeps them (page show info): undefined until it answers,
 * so the list can wait rather than flash the hidden columns, and none if it cannot answer, so a list never loses a
 * column to a failed call.
 */
export function useHiddenColumns(resource: Resource) {
  // through the page's answers: a server-rendered console list leaves with its rows, not waiting for this
  const { data, loading, error, setData } = useMall<Shown>("pageShowInfo", { page: resource.name });
  const hidden = loading ? undefined : error ? [] : (data?.hidden ?? []);
  const setHidden = (next: string[]) => setData({ page: resource.name, hidden: next });
  return [hidden, setHidden] as const;
}

/** 列设置: tick the columns to show; each change is saved for this user at once (page show change). */
export function ColumnSettings({
  resource,
  hidden,
  onChange,
}: {
  resource: Resource;
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { message } = App.useApp();
  const columns = hideableColumns(resource);
  if (!columns.length) return null;
  const save = async (next: string[]) => {
    const before = hidden;
    onChange(next);
    try {
      await mallApi("pageShowChange", { page: resource.name, hidden: next });
    } catch (error) {
      onChange(before);
      message.error(reason(error, "列设置保存失败"));
    }
  };
  const content = (
    <Space direction="vertical" className="column-settings">
      <Checkbox.Group
        value={columns.map((c) => c.key).filter((k) => !hidden.includes(k))}
        onChange={(shown) => void save(columns.map((c) => c.key).filter((k) => !shown.includes(k)))}
      >
        <Space direction="vertical">
          {columns.map((c) => (
            <Checkbox key={c.key} value={c.key}>
              {c.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <Button type="link" size="small" className="link-button" disabled={!hidden.length} onClick={() => void save([])}>
        恢复默认
      </Button>
    </Space>
  );
  return (
    <OnDemandPopup
      trigger={<Button icon={<SettingOutlined />}>列设置</Button>}
      popup={({ trigger, ...control }) => (
        <Popover {...control} trigger="click" placement="bottomRight" title="显示的列" content={content}>
          {trigger}
        </Popover>
      )}
    />
  );
}
