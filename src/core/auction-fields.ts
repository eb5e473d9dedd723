import { f } from "./fields";

/**
 * What a buyer types on an auction page: its bid, in yuan per unit. The bid endpoint checks this declaration and
 * the page's input takes its bounds from it; whether the bid beats the current price is the auction's own rule.
 */
export const bidFields = {
  price: f.money("出价", { required: true, min: 0.01 }),
};
