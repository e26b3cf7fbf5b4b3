CREATE TABLE "receivables" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"buy_id" integer NOT NULL,
	"inv_no" text NOT NULL,
	"inv_date" date NOT NULL,
	"invoice_amount" bigint NOT NULL,
	"ar_amount" bigint NOT NULL,
	"maturity_date" date NOT NULL,
	"buyer_first_payment" bigint DEFAULT 0 NOT NULL,
	"buyer_first_payment_date" date,
	"due_payment" bigint NOT NULL,
	"due_payment_date" date,
	"advanced_amount" bigint DEFAULT 0 NOT NULL,
	"reduced_amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'ENTRY' NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"doc_group" text NOT NULL,
	"doc_name" text NOT NULL,
	"signed_date" date,
	"confirmed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transaction_receivables" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" integer NOT NULL,
	"ar_id" integer NOT NULL,
	"payment_ratio" numeric(7, 4) NOT NULL,
	"payment_ratio_changed" boolean DEFAULT false NOT NULL,
	"requested_date" date NOT NULL,
	"discount_rate" numeric(7, 4) NOT NULL,
	"platform_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"days" integer NOT NULL,
	"ar_amount" bigint NOT NULL,
	"advance" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"platform_fee" bigint NOT NULL,
	"sale_price" bigint NOT NULL,
	"residual" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_code" text NOT NULL,
	"ent_id" integer NOT NULL,
	"buy_id" integer NOT NULL,
	"transaction_date" date NOT NULL,
	"limit_kind" text DEFAULT 'EARLY_PAYMENT' NOT NULL,
	"total_ar_amount" bigint DEFAULT 0 NOT NULL,
	"total_advance" bigint DEFAULT 0 NOT NULL,
	"total_discount" bigint DEFAULT 0 NOT NULL,
	"total_platform_fee" bigint DEFAULT 0 NOT NULL,
	"total_sale_price" bigint DEFAULT 0 NOT NULL,
	"total_residual" bigint DEFAULT 0 NOT NULL,
	"limit_drawn" bigint DEFAULT 0 NOT NULL,
	"buyer_status" smallint,
	"buyer_confirmed_at" timestamp with time zone,
	"buyer_confirmed_by" integer,
	"is_adjust" boolean DEFAULT false NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_buy_id_enterprises_id_fk" FOREIGN KEY ("buy_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD CONSTRAINT "transaction_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_receivables" ADD CONSTRAINT "transaction_receivables_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_receivables" ADD CONSTRAINT "transaction_receivables_ar_id_receivables_id_fk" FOREIGN KEY ("ar_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buy_id_enterprises_id_fk" FOREIGN KEY ("buy_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_confirmed_by_users_id_fk" FOREIGN KEY ("buyer_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_invoice_uq" ON "receivables" USING btree ("ent_id","buy_id",lower("inv_no")) WHERE status <> 'DELETED';--> statement-breakpoint
CREATE INDEX "receivables_ent_idx" ON "receivables" USING btree ("ent_id","buy_id","status");--> statement-breakpoint
CREATE INDEX "receivables_buy_idx" ON "receivables" USING btree ("buy_id","status");--> statement-breakpoint
CREATE INDEX "receivables_maturity_idx" ON "receivables" USING btree ("status","maturity_date");--> statement-breakpoint
CREATE INDEX "transaction_documents_trans_idx" ON "transaction_documents" USING btree ("trans_id","doc_group");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_receivables_uq" ON "transaction_receivables" USING btree ("trans_id","ar_id");--> statement-breakpoint
CREATE INDEX "transaction_receivables_ar_idx" ON "transaction_receivables" USING btree ("ar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_code_uq" ON "transactions" USING btree ("trans_code");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_draft_uq" ON "transactions" USING btree ("ent_id") WHERE status in ('DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED');--> statement-breakpoint
CREATE INDEX "transactions_ent_idx" ON "transactions" USING btree ("ent_id","status");--> statement-breakpoint
CREATE INDEX "transactions_buy_idx" ON "transactions" USING btree ("buy_id","status");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "otp_codes_live_idx" ON "otp_codes" USING btree ("user_id","purpose","subject") WHERE used_at IS NULL;