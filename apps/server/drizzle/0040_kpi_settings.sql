CREATE TABLE "kpi_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"applied_term" text NOT NULL,
	"start_month" text NOT NULL,
	"close_month" text NOT NULL,
	"target" bigint NOT NULL,
	"monthly_target" bigint NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kpi_settings_months_ck" CHECK ("kpi_settings"."start_month" < "kpi_settings"."close_month"),
	CONSTRAINT "kpi_settings_status_ck" CHECK ("kpi_settings"."status" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "kpi_settings" ADD CONSTRAINT "kpi_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_settings" ADD CONSTRAINT "kpi_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_settings_level_idx" ON "kpi_settings" USING btree ("level","start_month");--> statement-breakpoint
-- KPI settings are the funder's internal settings (spec §6): no company user reads them
-- (platform/db/row-security.ts, decision 0101).
ALTER TABLE "kpi_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "kpi_settings" USING (false);
