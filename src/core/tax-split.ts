/**
 * 价税分离 of an order for its VAT invoice, in integer cents. Each goods line carries the rate of its category
 * (basis points, kept on the line when the order was placed); the order's discount is spread over the goods lines
 * by amount; lines of one rate are one group, freight a group of its own. A group's tax is worked out once on its
 * gross, tax = round-half-up(G·r / (10000 + r)), and its net is what is left, so every group's net and tax add up to
 * its gross and the groups add up to the order's total, to the cent, whatever the rounding did.
 */

/** The VAT rates a goods category may carry (增值税: 13%, 9%, 6%, 3% 征收率, 0 免税), in basis points. */
export const TAX_RATES = [1300, 900, 600, 300, 0] as const;
/** The rate of a category the operator has not set, and of freight (运输服务 9%). */
export const DEFAULT_TAX_RATE = 900;
export const FREIGHT_TAX_RATE = 900;

/** A rate as the operator and the invoice read it: 13%, 免税. */
export const taxRateLabel = (rate: number) => (rate === 0 ? "免税" : `${rate / 100}%`);

/** One goods line: what it costs before the order's discount (cents), at its category's rate (basis points). */
export interface TaxLine {
  gross: number;
  rate: number;
}

/** The lines of one rate, or the freight: gross = net + tax, in cents. */
export interface TaxGroup {
  kind: "goods" | "freight";
  rate: number;
  gross: number;
  net: number;
  tax: number;
}

export interface TaxSplit {
  /** Goods groups by rate, highest first, then freight when there is any. */
  groups: TaxGroup[];
  /** Each goods line's gross after its share of the discount, in the lines' order. */
  lines: number[];
  /** Σ groups' gross: the goods less the discount, plus freight. */
  total: number;
}

const cents = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number of cents ≥ 0, got ${n}`);
  return BigInt(n);
};

/** The tax inside a gross amount at a rate, half a cent rounded up: round-half-up(G·r / (10000 + r)). */
export function taxIn(gross: number, rate: number): number {
  const g = cents(gross, "gross");
  const r = cents(rate, "rate");
  const d = 10000n + r;
  return Number((2n * g * r + d) / (2n * d));
}

/**
 * A discount spread over amounts in proportion to each (largest remainder): every amount gets the whole cents of
 * its share, and the cents left over go one each to the largest fractions, the earlier line first on a tie.
 * The shares add up to the discount exactly.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const d = cents(discount, "discount");
  const as = amounts.map((a, i) => cents(a, `amount ${i}`));
  const sum = as.reduce((s, a) => s + a, 0n);
  if (d > sum) throw new RangeError(`a discount of ${discount} is more than the amounts' ${sum}`);
  if (d === 0n) return amounts.map(() => 0);
  const shares = as.map((a) => (d * a) / sum);
  let left = d - shares.reduce((s, x) => s + x, 0n);
  const byFraction = as
    .map((a, i) => ({ i, rest: (d * a) % sum }))
    .sort((x, y) => (y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i));
  for (const { i } of byFraction) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

const group = (kind: TaxGroup["kind"], rate: number, gross: number): TaxGroup => {
  const tax = taxIn(gross, rate);
  return { kind, rate, gross, net: gross - tax, tax };
};

/** An order's tax split: its goods lines, the discount on them and its freight, all in cents. */
export function taxSplit(o: { lines: readonly TaxLine[]; discount: number; freight: number }): TaxSplit {
  const shares = spreadDiscount(
    o.lines.map((l) => l.gross),
    o.discount,
  );
  const lines = o.lines.map((l, i) => l.gross - shares[i]!);
  const byRate = new Map<number, number>();
  o.lines.forEach((l, i) => byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + lines[i]!));
  const groups = [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, gross]) => group("goods", rate, gross));
  if (cents(o.freight, "freight") > 0n) groups.push(group("freight", FREIGHT_TAX_RATE, o.freight));
  return { groups, lines, total: groups.reduce((s, g) => s + g.gross, 0) };
}

/** Yuan as the database keeps money (2 places) to cents. */
export const toCents = (yuan: number) => Math.round(yuan * 100);
