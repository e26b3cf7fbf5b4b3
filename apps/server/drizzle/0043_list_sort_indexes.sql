CREATE INDEX "enterprises_code_sort_idx" ON "enterprises" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "enterprises_name_sort_idx" ON "enterprises" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "enterprises_mst_sort_idx" ON "enterprises" USING btree ("tax_code","id");--> statement-breakpoint
CREATE INDEX "enterprises_status_sort_idx" ON "enterprises" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "enterprises_updated_at_sort_idx" ON "enterprises" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "receivables_inv_no_sort_idx" ON "receivables" USING btree ("inv_no","id");--> statement-breakpoint
CREATE INDEX "receivables_inv_date_sort_idx" ON "receivables" USING btree ("inv_date","id");--> statement-breakpoint
CREATE INDEX "receivables_invoice_amount_sort_idx" ON "receivables" USING btree ("invoice_amount","id");--> statement-breakpoint
CREATE INDEX "receivables_ar_amount_sort_idx" ON "receivables" USING btree ("ar_amount","id");--> statement-breakpoint
CREATE INDEX "receivables_due_payment_sort_idx" ON "receivables" USING btree ("due_payment","id");--> statement-breakpoint
CREATE INDEX "receivables_maturity_date_sort_idx" ON "receivables" USING btree ("maturity_date","id");--> statement-breakpoint
CREATE INDEX "transactions_total_ar_sort_idx" ON "transactions" USING btree ("total_ar_amount","id");--> statement-breakpoint
CREATE INDEX "transactions_date_sort_idx" ON "transactions" USING btree ("transaction_date","id");