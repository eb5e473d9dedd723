-- 商品详情 becomes a richtext field (HTML the server sanitises on save). Every description stored so far was typed
-- as plain text, whatever it holds (a "<b>" typed is text too), so each becomes the HTML the same text is taken as on
-- save (src/core/rich-text.ts textToHtml): escaped, blank lines parting paragraphs, single line breaks kept as <br>;
-- a blank one becomes none.
UPDATE "goods" SET "description" = (
	SELECT string_agg('<p>' || replace(btrim(t.p, E' \t\n　'), E'\n', '<br>') || '</p>', '' ORDER BY t.n)
	FROM regexp_split_to_table(
		replace(replace(replace(replace(replace(replace("description", E'\r\n', E'\n'), E'\r', E'\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'),
		E'\n[ \t　]*\n\\s*'
	) WITH ORDINALITY AS t(p, n)
	WHERE btrim(t.p, E' \t\n　') <> ''
)
WHERE "description" IS NOT NULL;
