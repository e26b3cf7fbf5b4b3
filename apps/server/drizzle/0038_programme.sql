CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"sup_id" integer NOT NULL,
	"buy_id" integer NOT NULL,
	"trans_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"buy_id" integer NOT NULL,
	"sup_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"discount_rate" numeric(7, 4) NOT NULL,
	"max_per_supplier" integer NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_dates_ck" CHECK ("promotions"."end_date" >= "promotions"."start_date"),
	CONSTRAINT "promotions_rate_ck" CHECK ("promotions"."discount_rate" > 0),
	CONSTRAINT "promotions_max_ck" CHECK ("promotions"."max_per_supplier" >= 1)
);
--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_sup_id_enterprises_id_fk" FOREIGN KEY ("sup_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_buy_id_enterprises_id_fk" FOREIGN KEY ("buy_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_buy_id_enterprises_id_fk" FOREIGN KEY ("buy_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_sup_id_enterprises_id_fk" FOREIGN KEY ("sup_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_trans_uq" ON "promotion_applications" USING btree ("trans_id");--> statement-breakpoint
CREATE INDEX "promotion_applications_sup_idx" ON "promotion_applications" USING btree ("promotion_id","sup_id");--> statement-breakpoint
CREATE INDEX "promotions_target_idx" ON "promotions" USING btree ("buy_id","sup_id","start_date");--> statement-breakpoint
CREATE INDEX "promotions_status_idx" ON "promotions" USING btree ("status");--> statement-breakpoint
-- Promotions belong to the buyer and the supplier they target; one for every supplier of a buyer
-- is read by each of them when their quotes are priced (platform/db/row-security.ts, decision 0099).
ALTER TABLE "promotions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "promotions" USING ("buy_id" = ANY ((SELECT arflow_scope())::integer[]) OR "sup_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
CREATE POLICY also_seen ON "promotions" USING ((SELECT arflow_scope()) IS NOT NULL AND sup_id IS NULL);
--> statement-breakpoint
ALTER TABLE "promotion_applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "promotion_applications" USING ("sup_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
