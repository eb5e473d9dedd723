ALTER TABLE "goods" ADD COLUMN "category_axis" varchar(40);--> statement-breakpoint
-- goods saved before paths were kept (their 细分类目 was free text): under the leaf named like it within their
-- 商品类目, else under the first top category of their 商品类目; src/server/mall/category-axes.ts fillCategoryAxes
update goods g set category_axis = (
  select c.axis from mall_categories c join mall_categories top on top.id = split_part(c.axis, '-', 1)::int
  where c.system_id = g.system_id and c.level = 3 and c.name = g.sub_category
    and (',' || top.sc_back_ids || ',') like ('%,' || g.category || ',%')
  order by top.sort, c.id limit 1)
where g.category_axis is null and g.sub_category is not null;
--> statement-breakpoint
update goods g set category_axis = (
  select c.axis from mall_categories c
  where c.system_id = g.system_id and c.level = 1 and (',' || c.sc_back_ids || ',') like ('%,' || g.category || ',%')
  order by c.sort, c.id limit 1)
where g.category_axis is null;
