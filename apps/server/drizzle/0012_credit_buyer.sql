CREATE TABLE "buyer_credit_assignments" (
	"ent_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_credit_files" (
	"setup_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "buyer_credit_files_setup_id_file_id_pk" PRIMARY KEY("setup_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_credit_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"version" integer NOT NULL,
	"credit_limit" bigint NOT NULL,
	"credit_rate" numeric(7, 2) NOT NULL,
	"funding_limit" bigint NOT NULL,
	"guarantee_limit" bigint NOT NULL,
	"platform_rate" numeric(7, 2) NOT NULL,
	"interest_rate" numeric(7, 2) NOT NULL,
	"expiry_date" date NOT NULL,
	"transaction_structure" smallint NOT NULL,
	"bank_loan_interest" numeric(7, 2) NOT NULL,
	"guarantee_fee" numeric(7, 2) NOT NULL,
	"standard_limit" bigint NOT NULL,
	"early_payment_limit" bigint NOT NULL,
	"max_funding_ratio" numeric(7, 2) NOT NULL,
	"validity_months" integer NOT NULL,
	"ar_term_min" integer,
	"ar_term_max" integer,
	"ar_value_min" bigint,
	"ar_value_max" bigint,
	"supplier_lifetime_months" integer,
	"trading_frequency_min" integer,
	"trading_volume_min" bigint,
	"supplier_limit_min" bigint,
	"supplier_limit_max" bigint,
	"standard_used" bigint DEFAULT 0 NOT NULL,
	"early_payment_used" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"structure_confirmed_at" timestamp with time zone,
	"structure_confirmed_by" integer,
	"activated_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_debt_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"bad_debt_days" integer NOT NULL,
	"late_payment_rate" numeric(7, 2) NOT NULL,
	"overdue_type1_rate" numeric(7, 3) NOT NULL,
	"overdue_type2_rate" numeric(7, 3) NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyer_debt_settings_ent_id_unique" UNIQUE("ent_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_maturities" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"version" integer NOT NULL,
	"term_unit" smallint NOT NULL,
	"payment_term" integer NOT NULL,
	"max_extension" integer NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"requested_by" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_supplier_rates" (
	"maturity_id" integer NOT NULL,
	"sup_id" integer NOT NULL,
	"discount_rate" numeric(7, 2) NOT NULL,
	"max_payment_ratio" numeric(7, 2) NOT NULL,
	CONSTRAINT "buyer_supplier_rates_maturity_id_sup_id_pk" PRIMARY KEY("maturity_id","sup_id")
);
--> statement-breakpoint
ALTER TABLE "buyer_credit_assignments" ADD CONSTRAINT "buyer_credit_assignments_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_assignments" ADD CONSTRAINT "buyer_credit_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_assignments" ADD CONSTRAINT "buyer_credit_assignments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_files" ADD CONSTRAINT "buyer_credit_files_setup_id_buyer_credit_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."buyer_credit_setups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_files" ADD CONSTRAINT "buyer_credit_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_setups" ADD CONSTRAINT "buyer_credit_setups_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_setups" ADD CONSTRAINT "buyer_credit_setups_structure_confirmed_by_users_id_fk" FOREIGN KEY ("structure_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_setups" ADD CONSTRAINT "buyer_credit_setups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_setups" ADD CONSTRAINT "buyer_credit_setups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_debt_settings" ADD CONSTRAINT "buyer_debt_settings_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_debt_settings" ADD CONSTRAINT "buyer_debt_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_debt_settings" ADD CONSTRAINT "buyer_debt_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_maturities" ADD CONSTRAINT "buyer_maturities_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_maturities" ADD CONSTRAINT "buyer_maturities_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_maturities" ADD CONSTRAINT "buyer_maturities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_maturities" ADD CONSTRAINT "buyer_maturities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_supplier_rates" ADD CONSTRAINT "buyer_supplier_rates_maturity_id_buyer_maturities_id_fk" FOREIGN KEY ("maturity_id") REFERENCES "public"."buyer_maturities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_supplier_rates" ADD CONSTRAINT "buyer_supplier_rates_sup_id_enterprises_id_fk" FOREIGN KEY ("sup_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_credit_setups_version_uq" ON "buyer_credit_setups" USING btree ("ent_id","version");--> statement-breakpoint
CREATE INDEX "buyer_credit_setups_status_idx" ON "buyer_credit_setups" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_maturities_version_uq" ON "buyer_maturities" USING btree ("ent_id","version");