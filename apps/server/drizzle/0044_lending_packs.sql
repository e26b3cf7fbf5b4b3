CREATE TABLE "lending_pack_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_pack_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"rating_class" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_pack_ratings_bps_ck" CHECK ("lending_pack_ratings"."rate_bps" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "lending_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"total_limit" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_packs_limit_ck" CHECK ("lending_packs"."total_limit" > 0),
	CONSTRAINT "lending_packs_term_ck" CHECK ("lending_packs"."term_days" BETWEEN 1 AND 3650)
);
--> statement-breakpoint
ALTER TABLE "lending_pack_partners" ADD CONSTRAINT "lending_pack_partners_pack_id_lending_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."lending_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_pack_partners" ADD CONSTRAINT "lending_pack_partners_partner_id_enterprises_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_pack_ratings" ADD CONSTRAINT "lending_pack_ratings_pack_id_lending_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."lending_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_packs" ADD CONSTRAINT "lending_packs_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_packs" ADD CONSTRAINT "lending_packs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_packs" ADD CONSTRAINT "lending_packs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lending_pack_partners_uq" ON "lending_pack_partners" USING btree ("pack_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_pack_ratings_uq" ON "lending_pack_ratings" USING btree ("pack_id","rating_class");--> statement-breakpoint
CREATE INDEX "lending_packs_status_idx" ON "lending_packs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lending_packs_updated_idx" ON "lending_packs" USING btree ("updated_at");--> statement-breakpoint
-- Lending packs are the funder's programme setting (decision 0108): no company user reads them
-- (platform/db/row-security.ts).
ALTER TABLE "lending_packs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "lending_packs" USING (false);
--> statement-breakpoint
ALTER TABLE "lending_pack_partners" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "lending_pack_partners" USING (false);
--> statement-breakpoint
ALTER TABLE "lending_pack_ratings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "lending_pack_ratings" USING (false);
