CREATE TABLE "referral_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"appendix_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"trans_id" integer NOT NULL,
	"trans_code" text NOT NULL,
	"basis" text NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"payment_type" integer NOT NULL,
	"funded_amount" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ref_appendices" ADD COLUMN "commission_basis" text DEFAULT 'PER_YEAR_ON_FUNDED' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_notices" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_appendix_id_ref_appendices_id_fk" FOREIGN KEY ("appendix_id") REFERENCES "public"."ref_appendices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referred_id_enterprises_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_appendix_trans_uq" ON "referral_commissions" USING btree ("appendix_id","trans_id");--> statement-breakpoint
CREATE INDEX "referral_commissions_ent_idx" ON "referral_commissions" USING btree ("ent_id","status");--> statement-breakpoint
ALTER TABLE "partner_notices" ADD CONSTRAINT "partner_notices_source_id_partner_notices_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."partner_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_notices_source_open_uq" ON "partner_notices" USING btree ("source_id") WHERE "partner_notices"."status" in ('CONFIRMING', 'APPLIED');--> statement-breakpoint
-- A referral partner reads its own commissions (platform/db/row-security.ts, decision 0097).
ALTER TABLE "referral_commissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "referral_commissions" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
