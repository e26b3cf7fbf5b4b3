CREATE TABLE "custody_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"trans_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"doc_name" text NOT NULL,
	"unit_code" text NOT NULL,
	"note" text,
	"holder_id" integer,
	"return_date" date,
	"returned_on" date,
	"return_timing" text,
	"authority_id" integer,
	"requested_by" integer,
	"requested_at" timestamp with time zone,
	"request_note" text,
	"status" smallint NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custody_documents_status_ck" CHECK ("custody_documents"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "custody_thresholds" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"scan_check" bigint NOT NULL,
	"original_check" bigint NOT NULL,
	"collateral_registration" bigint NOT NULL,
	"price_list" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "custody_thresholds_one_row_ck" CHECK ("custody_thresholds"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "custody_documents" ADD CONSTRAINT "custody_documents_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_documents" ADD CONSTRAINT "custody_documents_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_documents" ADD CONSTRAINT "custody_documents_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_documents" ADD CONSTRAINT "custody_documents_authority_id_users_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_documents" ADD CONSTRAINT "custody_documents_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_documents" ADD CONSTRAINT "custody_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_documents" ADD CONSTRAINT "custody_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custody_thresholds" ADD CONSTRAINT "custody_thresholds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custody_documents_trans_idx" ON "custody_documents" USING btree ("trans_id");--> statement-breakpoint
CREATE INDEX "custody_documents_status_idx" ON "custody_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "custody_documents_updated_idx" ON "custody_documents" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "custody_documents_holder_idx" ON "custody_documents" USING btree ("holder_id");--> statement-breakpoint
-- Document custody is the funder's vault (spec §6: document storage is a funder menu): no company
-- user reads it (platform/db/row-security.ts, decision 0093).
ALTER TABLE "custody_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "custody_documents" USING (false);
--> statement-breakpoint
ALTER TABLE "custody_thresholds" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "custody_thresholds" USING (false);
--> statement-breakpoint
INSERT INTO "custody_thresholds" ("id", "scan_check", "original_check", "collateral_registration", "price_list")
VALUES (1, 0, 1000000000, 5000000000, 500000000);
