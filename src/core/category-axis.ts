/**
 * A goods' place in the mall's front category tree (portal content: 饲料 › 猪饲料 › 仔猪料) is the id path of its
 * leaf, the `axis` the category pages carry (`/list?axis=1-5-12`). A `text` field whose `tree` is MALL_CATEGORY_TREE
 * holds one: the form picks it with a cascader of the portal's tree, the server checks it is a leaf of that tree, and
 * a category page of any level lists the goods whose path starts with its own.
 */
export const MALL_CATEGORY_TREE = "mallCategory";

/** An id path of one to three levels. */
export const AXIS = /^\d+(-\d+){0,2}$/;

/** Whether a goods at `goods` belongs on the page of the category at `page`: the same path or one below it. */
export const axisCovers = (page: string, goods: string | null | undefined) =>
  !!goods && (goods === page || goods.startsWith(`${page}-`));
