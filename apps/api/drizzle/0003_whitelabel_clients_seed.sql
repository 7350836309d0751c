-- The partner storefronts that onboard merchants through /v1/auth/{product}/… . New partners are added by
-- a later migration (or an operator INSERT); the slugs here are what the demo and the tests use.
INSERT INTO "whitelabel_clients" ("slug", "name", "website") VALUES
	('marketsqr', 'MarketSqr', NULL),
	('oja', 'Oja Marketplace', NULL)
ON CONFLICT ("slug") DO NOTHING;
