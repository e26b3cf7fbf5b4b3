CREATE TABLE "lending_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"lending_id" integer NOT NULL,
	"previous_maturity_date" date NOT NULL,
	"new_maturity_date" date NOT NULL,
	"rate_per_year" numeric(7, 4) NOT NULL,
	"payment_type" integer NOT NULL,
	"state" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_periods" (
	"ent_id" integer NOT NULL,
	"lending_id" integer NOT NULL,
	"index" integer NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"days" integer NOT NULL,
	"pay_date" date NOT NULL,
	"rate_per_year" numeric(7, 4) NOT NULL,
	"opening" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"payment" bigint NOT NULL,
	"closing" bigint NOT NULL,
	CONSTRAINT "lending_periods_lending_id_index_pk" PRIMARY KEY("lending_id","index")
);
--> statement-breakpoint
CREATE TABLE "lending_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"lending_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lendings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"rate_per_year" numeric(7, 4) NOT NULL,
	"term" integer NOT NULL,
	"term_unit" integer NOT NULL,
	"disbursement_date" date NOT NULL,
	"maturity_date" date NOT NULL,
	"payment_type" integer NOT NULL,
	"interest" bigint NOT NULL,
	"note" text,
	"status" integer NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "lending_id" integer;--> statement-breakpoint
ALTER TABLE "lending_extensions" ADD CONSTRAINT "lending_extensions_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_extensions" ADD CONSTRAINT "lending_extensions_lending_id_lendings_id_fk" FOREIGN KEY ("lending_id") REFERENCES "public"."lendings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_extensions" ADD CONSTRAINT "lending_extensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_periods" ADD CONSTRAINT "lending_periods_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_periods" ADD CONSTRAINT "lending_periods_lending_id_lendings_id_fk" FOREIGN KEY ("lending_id") REFERENCES "public"."lendings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_slips" ADD CONSTRAINT "lending_slips_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_slips" ADD CONSTRAINT "lending_slips_lending_id_lendings_id_fk" FOREIGN KEY ("lending_id") REFERENCES "public"."lendings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_slips" ADD CONSTRAINT "lending_slips_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_slips" ADD CONSTRAINT "lending_slips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lendings" ADD CONSTRAINT "lendings_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lendings" ADD CONSTRAINT "lendings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lendings" ADD CONSTRAINT "lendings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lending_extensions_lending_idx" ON "lending_extensions" USING btree ("lending_id");--> statement-breakpoint
CREATE INDEX "lending_extensions_ent_idx" ON "lending_extensions" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "lending_periods_ent_idx" ON "lending_periods" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "lending_slips_lending_idx" ON "lending_slips" USING btree ("lending_id");--> statement-breakpoint
CREATE INDEX "lending_slips_ent_idx" ON "lending_slips" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "lending_slips_file_id_idx" ON "lending_slips" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "lendings_ent_idx" ON "lendings" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "lendings_status_idx" ON "lendings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lendings_maturity_idx" ON "lendings" USING btree ("maturity_date");--> statement-breakpoint
CREATE INDEX "lendings_updated_idx" ON "lendings" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_lending_id_lendings_id_fk" FOREIGN KEY ("lending_id") REFERENCES "public"."lendings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_lending_idx" ON "journal_entries" USING btree ("lending_id");
--> statement-breakpoint
-- Row security of the lending tables (docs/decisions/0072-row-level-security.md): the lending
-- partner (ent_id) sees its own loans and what hangs from them; the platform sees all.
--> statement-breakpoint
ALTER TABLE "lendings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "lendings" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "lending_periods" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "lending_periods" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "lending_extensions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "lending_extensions" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "lending_slips" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "lending_slips" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
-- A slip the funder filed (a settlement transfer) is the partner's to read too.
DROP POLICY attached ON "stored_files";
--> statement-breakpoint
CREATE POLICY attached ON "stored_files" USING ((SELECT arflow_scope()) IS NOT NULL AND (EXISTS (SELECT FROM "enterprise_legal_records" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "supplier_financials" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "buyer_credit_files" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "transaction_documents" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "first_payments" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "settlement_payments" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "buyer_funding_documents" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "ref_appendices" AS r WHERE r."hard_copy_file_id" = "stored_files".id) OR EXISTS (SELECT FROM "contracts" AS r WHERE r."hard_copy_file_id" = "stored_files".id) OR EXISTS (SELECT FROM "partner_structures" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "lending_slips" AS r WHERE r."file_id" = "stored_files".id)));
