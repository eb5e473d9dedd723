/**
 * How much of a goods a buyer may order: at least its 起订量 and, when the seller sells by the case or the
 * truckload, a whole multiple of its 订购倍数. One rule for the goods page, the cart and the order submit.
 */
export interface OrderUnit {
  minOrder: number | null;
  orderMultiple: number | null;
}

/** The step a quantity moves by: the 订购倍数, or one. */
export const multipleOf = (g: OrderUnit) => Math.max(1, g.orderMultiple ?? 1);

/** The least quantity that is both at least the minimum order and a whole multiple. */
export function leastQuantity(g: OrderUnit): number {
  const step = multipleOf(g);
  return Math.ceil(Math.max(1, g.minOrder ?? 1) / step) * step;
}

/** The nearest orderable quantity at or above `q` (what a stepper snaps a typed number to). */
export const orderableAtLeast = (g: OrderUnit, q: number) =>
  Math.max(leastQuantity(g), Math.ceil(q / multipleOf(g)) * multipleOf(g));

/** Why `q` cannot be ordered, in the buyer's words; null when it can. */
export function quantityProblem(g: OrderUnit & { name: string; unit: string }, q: number): string | null {
  if (q < Math.max(1, g.minOrder ?? 1)) return `${g.name} 起订量为${g.minOrder}${g.unit}`;
  const step = multipleOf(g);
  if (q % step !== 0) return `${g.name} 须按${step}${g.unit}的整数倍订购`;
  return null;
}
