import { DatePicker } from "antd";
import type { ComponentProps } from "react";

/** A search bar's date range (from, to), its own chunk: most lists search by no date. */
export default function DateRangeInput(props: ComponentProps<typeof DatePicker.RangePicker>) {
  return <DatePicker.RangePicker style={{ width: "100%" }} {...props} />;
}
