CREATE INDEX "receivables_updated_idx" ON "receivables" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "receivables_ent_updated_idx" ON "receivables" USING btree ("ent_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "receivables_buy_updated_idx" ON "receivables" USING btree ("buy_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "transactions_updated_idx" ON "transactions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "transactions_ent_updated_idx" ON "transactions" USING btree ("ent_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "transactions_buy_updated_idx" ON "transactions" USING btree ("buy_id","updated_at","id");