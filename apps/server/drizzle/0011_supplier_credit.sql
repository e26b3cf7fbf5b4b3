CREATE TABLE "supplier_credit_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"buy_id" integer NOT NULL,
	"applied_total_limit" bigint NOT NULL,
	"applied_discount_rate" numeric(7, 4) NOT NULL,
	"total_limit" bigint,
	"discount_rate" numeric(7, 4),
	"max_payment_ratio" numeric(7, 4),
	"used_limit" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"add_doc_request" text,
	"assignee_id" integer,
	"received_on" date NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_financials" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"file_id" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_credit_documents" ADD CONSTRAINT "supplier_credit_documents_credit_id_supplier_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."supplier_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_credit_documents" ADD CONSTRAINT "supplier_credit_documents_record_id_enterprise_legal_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."enterprise_legal_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_credit_documents" ADD CONSTRAINT "supplier_credit_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_credits" ADD CONSTRAINT "supplier_credits_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_credits" ADD CONSTRAINT "supplier_credits_buy_id_enterprises_id_fk" FOREIGN KEY ("buy_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_credits" ADD CONSTRAINT "supplier_credits_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_credits" ADD CONSTRAINT "supplier_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_credits" ADD CONSTRAINT "supplier_credits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_financials" ADD CONSTRAINT "supplier_financials_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_financials" ADD CONSTRAINT "supplier_financials_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_financials" ADD CONSTRAINT "supplier_financials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_credit_documents_uq" ON "supplier_credit_documents" USING btree ("credit_id","record_id");--> statement-breakpoint
CREATE INDEX "supplier_credits_ent_idx" ON "supplier_credits" USING btree ("ent_id","buy_id");--> statement-breakpoint
CREATE INDEX "supplier_credits_status_idx" ON "supplier_credits" USING btree ("status","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_credits_open_uq" ON "supplier_credits" USING btree ("ent_id","buy_id") WHERE status in ('ASSESSING', 'ADD_DOC', 'OFFERED');--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_financials_year_uq" ON "supplier_financials" USING btree ("ent_id","year");