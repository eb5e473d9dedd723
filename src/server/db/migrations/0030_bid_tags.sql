CREATE TABLE "tag_nodes" (
	"tree" varchar(20) NOT NULL,
	"code" varchar(40) NOT NULL,
	"parent_code" varchar(40),
	"name" varchar(40) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tag_nodes_tree_code_pk" PRIMARY KEY("tree","code")
);
--> statement-breakpoint
ALTER TABLE "bid" ADD COLUMN "tags" varchar(40)[];--> statement-breakpoint
-- the platform's first 竞价标签 tree (hand-written reference data, the same on every portal): groups, then the tags a bid names
INSERT INTO "tag_nodes" ("tree", "code", "parent_code", "name", "position") VALUES
  ('bid', 'supply', NULL, '供货方式', 1),
  ('bid', 'supply.spot', 'supply', '现货采购', 1),
  ('bid', 'supply.long', 'supply', '长期供货', 2),
  ('bid', 'supply.batch', 'supply', '分批交货', 3),
  ('bid', 'quality', NULL, '资质要求', 2),
  ('bid', 'quality.report', 'quality', '需检验报告', 1),
  ('bid', 'quality.licence', 'quality', '需生产许可证', 2),
  ('bid', 'quality.gmp', 'quality', '需兽药GMP证书', 3),
  ('bid', 'quality.invoice', 'quality', '需增值税专用发票', 4),
  ('bid', 'pay', NULL, '付款方式', 3),
  ('bid', 'pay.cod', 'pay', '货到付款', 1),
  ('bid', 'pay.prepay', 'pay', '预付款', 2),
  ('bid', 'pay.monthly', 'pay', '月结', 3),
  ('bid', 'delivery', NULL, '配送要求', 4),
  ('bid', 'delivery.door', 'delivery', '送货到场', 1),
  ('bid', 'delivery.pickup', 'delivery', '买方自提', 2),
  ('bid', 'delivery.cold', 'delivery', '冷链运输', 3);
