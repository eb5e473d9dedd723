/** A tender order line as sent or stored: its `unitPrice` (to the fen) and `quantity` (a decimal: 12.5 吨). */
type Priced = Record<string, unknown>;

const lineCents = (l: Priced) => Math.round(Number(l.unitPrice) * 100) * Number(l.quantity);

/** One line's amount, to the fen: what an approval lists for it. */
export const tenderLineAmount = (l: Priced) => Math.round(lineCents(l)) / 100;

/** The order's amount: Σ unit price × quantity, rounded to the fen once. */
export const tenderOrderTotal = (lines: readonly Priced[]) =>
  Math.round(lines.reduce((sum, l) => sum + lineCents(l), 0)) / 100;
