CREATE TABLE "partner_notice_ars" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer,
	"notice_id" integer NOT NULL,
	"inv_no" text NOT NULL,
	"ar_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"trans_id" integer,
	"trans_code" text,
	"amount" bigint NOT NULL,
	"charge" bigint DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text NOT NULL,
	"reason" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"limit_amount" bigint NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"payment_type" integer NOT NULL,
	"effective_from" date NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"structure" text NOT NULL,
	"partner_share" numeric(7, 4) NOT NULL,
	"file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_notice_ars" ADD CONSTRAINT "partner_notice_ars_notice_id_partner_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."partner_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notices" ADD CONSTRAINT "partner_notices_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notices" ADD CONSTRAINT "partner_notices_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notices" ADD CONSTRAINT "partner_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notices" ADD CONSTRAINT "partner_notices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_programs" ADD CONSTRAINT "partner_programs_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_programs" ADD CONSTRAINT "partner_programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_structures" ADD CONSTRAINT "partner_structures_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_structures" ADD CONSTRAINT "partner_structures_program_id_partner_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."partner_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_structures" ADD CONSTRAINT "partner_structures_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_structures" ADD CONSTRAINT "partner_structures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_notice_ars_notice_idx" ON "partner_notice_ars" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "partner_notices_ent_idx" ON "partner_notices" USING btree ("ent_id","kind","status");--> statement-breakpoint
CREATE INDEX "partner_notices_trans_idx" ON "partner_notices" USING btree ("trans_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_programs_version_uq" ON "partner_programs" USING btree ("ent_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_structures_version_uq" ON "partner_structures" USING btree ("program_id","version");
--> statement-breakpoint
-- Row security of the coordination tables (docs/decisions/0072-row-level-security.md): a partner sees its
-- programmes, structures, notices and the receivables they cover; the manual notice of a structure is
-- attached to the partner's structure, so the partner reads that file too (`attachedBy`).
CREATE INDEX IF NOT EXISTS "partner_structures_file_id_idx" ON "partner_structures" ("file_id");
--> statement-breakpoint
CREATE FUNCTION arflow_owner_partner_notice_ars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "partner_notices" AS p WHERE p.id = NEW."notice_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "partner_notice_ars" FOR EACH ROW EXECUTE FUNCTION arflow_owner_partner_notice_ars();
--> statement-breakpoint
ALTER TABLE "partner_programs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "partner_programs" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "partner_structures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "partner_structures" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "partner_notices" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "partner_notices" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "partner_notice_ars" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "partner_notice_ars" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
DROP POLICY attached ON "stored_files";
--> statement-breakpoint
CREATE POLICY attached ON "stored_files" USING ((SELECT arflow_scope()) IS NOT NULL AND (EXISTS (SELECT FROM "enterprise_legal_records" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "supplier_financials" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "buyer_credit_files" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "transaction_documents" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "first_payments" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "settlement_payments" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "buyer_funding_documents" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "ref_appendices" AS r WHERE r."hard_copy_file_id" = "stored_files".id) OR EXISTS (SELECT FROM "contracts" AS r WHERE r."hard_copy_file_id" = "stored_files".id) OR EXISTS (SELECT FROM "partner_structures" AS r WHERE r."file_id" = "stored_files".id)));
