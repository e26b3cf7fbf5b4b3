CREATE TABLE "point_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"source_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_movements_sign_ck" CHECK ((kind = 'REDEEM') = (points < 0) and points <> 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vnd_per_point" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_settings_vnd_ck" CHECK ("point_settings"."vnd_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"points" integer NOT NULL,
	"value" bigint NOT NULL,
	"active" boolean NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_categories_points_ck" CHECK ("voucher_categories"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"points" integer NOT NULL,
	"value" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_movements" ADD CONSTRAINT "point_movements_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_movements" ADD CONSTRAINT "point_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_requests" ADD CONSTRAINT "voucher_requests_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_requests" ADD CONSTRAINT "voucher_requests_category_id_voucher_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."voucher_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_requests" ADD CONSTRAINT "voucher_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_requests" ADD CONSTRAINT "voucher_requests_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_movements_ent_idx" ON "point_movements" USING btree ("ent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_movements_source_uq" ON "point_movements" USING btree ("kind","source_id") WHERE source_id is not null;--> statement-breakpoint
CREATE INDEX "point_settings_effective_idx" ON "point_settings" USING btree ("effective_from","id");--> statement-breakpoint
CREATE INDEX "voucher_requests_ent_idx" ON "voucher_requests" USING btree ("ent_id","status");--> statement-breakpoint
CREATE INDEX "voucher_requests_updated_idx" ON "voucher_requests" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_requests_one_new_uq" ON "voucher_requests" USING btree ("ent_id") WHERE status = 'NEW';--> statement-breakpoint
-- A buyer's points ledger and voucher requests are its own; the setting and the catalogue are
-- shown to every buyer (platform/db/row-security.ts, decision 0100).
ALTER TABLE "point_movements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "point_movements" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "voucher_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "voucher_requests" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
-- The ledger is append-only: a movement is never changed or removed, a correction is a new one.
CREATE FUNCTION arflow_point_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_movements is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON "point_movements" FOR EACH ROW EXECUTE FUNCTION arflow_point_movements_append_only();
