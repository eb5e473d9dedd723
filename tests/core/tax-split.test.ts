import { describe, expect, it } from "vitest";
import { spreadDiscount, TAX_RATES, taxIn, taxRateLabel, taxSplit, type TaxLine } from "../../src/core/tax-split";

/** mulberry32: the same "random" orders on every run, so a failure names an order that fails again. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the tax inside a gross amount", () => {
  it("is G·r/(10000+r) to the cent: ¥113.00 at 13% holds ¥13.00 of tax", () => {
    expect(taxIn(11300, 1300)).toBe(1300);
    expect(taxIn(10900, 900)).toBe(900);
  });

  it("rounds exactly half a cent up", () => {
    // no VAT rate lands on an exact half (2·G·r is even, (10000+r)·odd is not a multiple of it), so 100% shows it
    expect(taxIn(1, 10000)).toBe(1);
    expect(taxIn(3, 10000)).toBe(2);
  });

  it("rounds just under half a cent down and just over it up", () => {
    expect(taxIn(13, 1300)).toBe(1); // 1.4956 cents
    expect(taxIn(100, 1300)).toBe(12); // 11.5044 cents
  });

  it("is nothing on an exempt line, and nothing on nothing", () => {
    expect(taxIn(123456, 0)).toBe(0);
    expect(taxIn(0, 1300)).toBe(0);
  });

  it("agrees with the exact fraction for every amount up to ¥300 at each rate", () => {
    const off: string[] = [];
    for (const r of TAX_RATES)
      for (let g = 0; g <= 30000; g++)
        if (taxIn(g, r) !== Math.floor((g * r) / (10000 + r) + 0.5)) off.push(`${g} at ${r}`);
    expect(off).toEqual([]);
  });

  it("labels rates as the invoice prints them", () => {
    expect(TAX_RATES.map(taxRateLabel)).toEqual(["13%", "9%", "6%", "3%", "免税"]);
  });
});

describe("spreading a discount over lines", () => {
  it("gives each line its share by amount, the left-over cents to the largest fractions", () => {
    // ¥1.00 off ¥3.00 in three equal lines: 33.33… each, the one cent left goes to the first
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    // 10 cents over 1:2:3 (1.67, 3.33, 5.00): the 0.67 fraction takes the cent
    expect(spreadDiscount([100, 200, 300], 10)).toEqual([2, 3, 5]);
  });

  it("leaves lines alone when there is no discount, and takes all of a line a full discount covers", () => {
    expect(spreadDiscount([500, 700], 0)).toEqual([0, 0]);
    expect(spreadDiscount([500, 700], 1200)).toEqual([500, 700]);
  });

  it("refuses a discount larger than the lines", () => {
    expect(() => spreadDiscount([500], 501)).toThrow(/more than/);
  });
});

describe("an order's tax split", () => {
  it("groups lines by rate, highest first, with freight its own 9% group", () => {
    const split = taxSplit({
      lines: [
        { gross: 11300, rate: 1300 }, // a vaccine
        { gross: 20000, rate: 0 }, // feed: 免税
        { gross: 5650, rate: 1300 },
      ],
      discount: 0,
      freight: 1090,
    });
    expect(split.groups).toEqual([
      { kind: "goods", rate: 1300, gross: 16950, net: 15000, tax: 1950 },
      { kind: "goods", rate: 0, gross: 20000, net: 20000, tax: 0 },
      { kind: "freight", rate: 900, gross: 1090, net: 1000, tax: 90 },
    ]);
    expect(split.total).toBe(38040);
  });

  it("takes the discount off the lines before the tax is worked out", () => {
    // ¥10 off ¥300 of 13% goods and ¥100 of exempt feed: ¥7.50 and ¥2.50
    const split = taxSplit({
      lines: [
        { gross: 30000, rate: 1300 },
        { gross: 10000, rate: 0 },
      ],
      discount: 1000,
      freight: 0,
    });
    expect(split.lines).toEqual([29250, 9750]);
    expect(split.groups).toEqual([
      { kind: "goods", rate: 1300, gross: 29250, net: 25885, tax: 3365 },
      { kind: "goods", rate: 0, gross: 9750, net: 9750, tax: 0 },
    ]);
  });

  it("adds up to the order's total to the cent, for 2,000 random orders", () => {
    const random = seeded(37);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    for (let n = 0; n < 2000; n++) {
      const lines: TaxLine[] = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
        gross: Math.floor(random() * 5_000_000),
        rate: pick(TAX_RATES),
      }));
      const goods = lines.reduce((s, l) => s + l.gross, 0);
      const discount = Math.floor(random() * random() * goods);
      const freight = random() < 0.5 ? 0 : Math.floor(random() * 80_000);
      const order = { lines, discount, freight };
      const split = taxSplit(order);
      const what = JSON.stringify(order);
      expect(split.total, what).toBe(goods - discount + freight);
      expect(
        split.groups.reduce((s, g) => s + g.net + g.tax, 0),
        what,
      ).toBe(goods - discount + freight);
      for (const g of split.groups)
        expect([g.net + g.tax, g.tax >= 0, g.net >= 0], what).toEqual([g.gross, true, true]);
      expect(
        split.lines.every((l, i) => l >= 0 && l <= lines[i]!.gross),
        what,
      ).toBe(true);
      expect(new Set(split.groups.map((g) => `${g.kind}${g.rate}`)).size, what).toBe(split.groups.length);
    }
  });
});
