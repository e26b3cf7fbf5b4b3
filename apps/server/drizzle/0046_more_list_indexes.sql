CREATE INDEX "enterprises_active_type_idx" ON "enterprises" USING btree ("type","id") WHERE "enterprises"."active";--> statement-breakpoint
CREATE INDEX "transaction_funding_partners_selected_idx" ON "transaction_funding_partners" USING btree ("selected_at","trans_id");--> statement-breakpoint
CREATE INDEX "transaction_funding_partners_partner_idx" ON "transaction_funding_partners" USING btree ("partner_id","trans_id");--> statement-breakpoint
CREATE INDEX "transactions_status_parties_idx" ON "transactions" USING btree ("status","buy_id","ent_id","id");--> statement-breakpoint
CREATE INDEX "transactions_sale_price_sort_idx" ON "transactions" USING btree ("total_sale_price","id");--> statement-breakpoint
CREATE INDEX "transactions_advance_sort_idx" ON "transactions" USING btree ("total_advance","id");--> statement-breakpoint
CREATE INDEX "transactions_limit_drawn_sort_idx" ON "transactions" USING btree ("limit_drawn","id");