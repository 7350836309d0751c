-- The dashboard's search (GET /v1/search, decision 051): the start of an order reference or an email, by
-- merchant (text_pattern_ops, so LIKE 'prefix%' uses them whatever the collation), and a buyer's name in a conversation.
CREATE INDEX "conversations_buyer_name_trgm" ON "conversations" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_merchant_buyer_email_prefix" ON "conversations" USING btree ("merchant_id","buyer_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_merchant_email_prefix" ON "invoices" USING btree ("merchant_id","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_merchant_reference_prefix" ON "orders" USING btree ("merchant_id","order_reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_merchant_email_prefix" ON "orders" USING btree ("merchant_id","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_merchant_email_prefix" ON "customers" USING btree ("merchant_id","email" text_pattern_ops);