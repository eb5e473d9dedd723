import { f } from "./fields";

/**
 * A delivery address as the buyer types it (the address book, a new address on the order page). The courier
 * texts the recipient, so the phone is a mobile. The server's addressSave and orderSave check this declaration
 * and the mall's address form derives its rules from it.
 */
export const addressFields = {
  name: f.text("收货人", { required: true, max: 20 }),
  phone: f.phone("手机号", { required: true, mobile: true }),
  region: f.text("所在地区", { required: true, min: 2, max: 60 }),
  detail: f.text("详细地址", { required: true, min: 2, max: 120 }),
};

/** An address book entry: the address, and whether it is the one offered first. */
export const addressBookFields = { ...addressFields, isDefault: f.bool("设为默认地址", { default: false }) };
