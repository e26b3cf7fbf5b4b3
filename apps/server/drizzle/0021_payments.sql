CREATE TABLE "first_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"file_id" integer NOT NULL,
	"bank_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"request" text NOT NULL,
	"response" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" integer NOT NULL,
	"ar_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"remaining_principal" bigint NOT NULL,
	"interest_paid" bigint NOT NULL,
	"to_funder" bigint NOT NULL,
	"to_supplier" bigint NOT NULL,
	"to_penal" bigint NOT NULL,
	"excess" bigint NOT NULL,
	"file_id" integer NOT NULL,
	"collection_entry_id" integer,
	"residual_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_payments" ADD CONSTRAINT "first_payments_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_payments" ADD CONSTRAINT "first_payments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_payments" ADD CONSTRAINT "first_payments_bank_id_enterprise_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."enterprise_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_payments" ADD CONSTRAINT "first_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_ar_id_receivables_id_fk" FOREIGN KEY ("ar_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_collection_entry_id_journal_entries_id_fk" FOREIGN KEY ("collection_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_residual_entry_id_journal_entries_id_fk" FOREIGN KEY ("residual_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "first_payments_trans_uq" ON "first_payments" USING btree ("trans_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payments_date_uq" ON "settlement_payments" USING btree ("ar_id","payment_date");--> statement-breakpoint
CREATE INDEX "settlement_payments_trans_idx" ON "settlement_payments" USING btree ("trans_id");