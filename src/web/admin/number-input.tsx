import { InputNumber, type InputNumberProps } from "antd";

/** A search bar's number (loaded with a list that searches by one: search-form.tsx). */
export default function NumberInput(props: InputNumberProps) {
  return <InputNumber style={{ width: "100%" }} {...props} />;
}
