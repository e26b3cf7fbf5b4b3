DROP INDEX "receivables_ent_idx";--> statement-breakpoint
ALTER TABLE "transaction_receivables" ADD COLUMN "counted_to" date;--> statement-breakpoint
CREATE INDEX "receivables_ent_idx" ON "receivables" USING btree ("ent_id","buy_id","status","maturity_date");