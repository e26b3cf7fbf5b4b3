CREATE INDEX "enterprises_name_trgm_idx" ON "enterprises" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_mst_trgm_idx" ON "enterprises" USING gin ("tax_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivables_inv_no_trgm_idx" ON "receivables" USING gin ("inv_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_code_trgm_idx" ON "transactions" USING gin ("trans_code" gin_trgm_ops);