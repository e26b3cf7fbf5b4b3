CREATE TABLE "early_rate_group_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"sup_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "early_rate_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"rate" numeric(7, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "early_rate_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"status" text NOT NULL,
	"approved_request_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "early_rate_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"state" text NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"cancel_reason" text,
	"group_count" integer DEFAULT 0 NOT NULL,
	"supplier_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"sup_id" integer NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"trading_frequency" integer,
	"trading_volume" bigint,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" text,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"side" text NOT NULL,
	"ar_term_min" integer,
	"ar_term_max" integer,
	"ar_value_min" bigint,
	"ar_value_max" bigint,
	"supplier_lifetime_min" integer,
	"trading_frequency_min" integer,
	"trading_volume_min" bigint,
	"supplier_limit_min" bigint,
	"supplier_limit_max" bigint,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "early_rate_group_suppliers" ADD CONSTRAINT "early_rate_group_suppliers_group_id_early_rate_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."early_rate_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_group_suppliers" ADD CONSTRAINT "early_rate_group_suppliers_request_id_early_rate_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."early_rate_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_group_suppliers" ADD CONSTRAINT "early_rate_group_suppliers_sup_id_enterprises_id_fk" FOREIGN KEY ("sup_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_groups" ADD CONSTRAINT "early_rate_groups_request_id_early_rate_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."early_rate_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_groups" ADD CONSTRAINT "early_rate_groups_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_programmes" ADD CONSTRAINT "early_rate_programmes_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_programmes" ADD CONSTRAINT "early_rate_programmes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_requests" ADD CONSTRAINT "early_rate_requests_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_requests" ADD CONSTRAINT "early_rate_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_rate_requests" ADD CONSTRAINT "early_rate_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_suppliers" ADD CONSTRAINT "buyer_suppliers_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_suppliers" ADD CONSTRAINT "buyer_suppliers_sup_id_enterprises_id_fk" FOREIGN KEY ("sup_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_suppliers" ADD CONSTRAINT "buyer_suppliers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_criteria" ADD CONSTRAINT "eligibility_criteria_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_criteria" ADD CONSTRAINT "eligibility_criteria_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "early_rate_group_suppliers_uq" ON "early_rate_group_suppliers" USING btree ("request_id","sup_id");--> statement-breakpoint
CREATE INDEX "early_rate_group_suppliers_group_idx" ON "early_rate_group_suppliers" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "early_rate_groups_name_uq" ON "early_rate_groups" USING btree ("request_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "early_rate_programmes_ent_uq" ON "early_rate_programmes" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "early_rate_requests_ent_idx" ON "early_rate_requests" USING btree ("ent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "early_rate_requests_draft_uq" ON "early_rate_requests" USING btree ("ent_id") WHERE "early_rate_requests"."state" = 'DRAFT';--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_suppliers_pair_uq" ON "buyer_suppliers" USING btree ("ent_id","sup_id");--> statement-breakpoint
CREATE INDEX "buyer_suppliers_sup_idx" ON "buyer_suppliers" USING btree ("sup_id");--> statement-breakpoint
CREATE INDEX "buyer_suppliers_selected_idx" ON "buyer_suppliers" USING btree ("ent_id") WHERE "buyer_suppliers"."selected";--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_criteria_side_uq" ON "eligibility_criteria" USING btree ("ent_id","side");