CREATE TABLE "savings_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_holding" bigint NOT NULL,
	"bonus_rate" numeric(7, 4) NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_member_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"from_class_id" integer,
	"to_class_id" integer,
	"total_holding" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"id_no" text,
	"phone" text NOT NULL,
	"introducer" text,
	"active" boolean NOT NULL,
	"class_id" integer,
	"total_holding" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_members_holding_ck" CHECK ("savings_members"."total_holding" >= 0)
);
--> statement-breakpoint
CREATE TABLE "savings_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"business_date" date NOT NULL,
	"journal_entry_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_movements_amount_ck" CHECK ("savings_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "savings_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"term_months" integer,
	"rate" numeric(7, 4) NOT NULL,
	"early_rate" numeric(7, 4),
	"cap" bigint,
	"commission_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"description" text,
	"placed" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_packs_term_ck" CHECK (("savings_packs"."kind" = 'TERM') = ("savings_packs"."term_months" is not null)),
	CONSTRAINT "savings_packs_cap_ck" CHECK ("savings_packs"."cap" is null or "savings_packs"."placed" <= "savings_packs"."cap"),
	CONSTRAINT "savings_packs_placed_ck" CHECK ("savings_packs"."placed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "savings_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"early_rate" numeric(7, 4),
	"commission_rate" numeric(7, 4) NOT NULL,
	"start_date" date NOT NULL,
	"maturity_date" date,
	"closed_on" date,
	"interest" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_placements_amount_ck" CHECK ("savings_placements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "savings_classes" ADD CONSTRAINT "savings_classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_classes" ADD CONSTRAINT "savings_classes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_member_history" ADD CONSTRAINT "savings_member_history_member_id_savings_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."savings_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_member_history" ADD CONSTRAINT "savings_member_history_from_class_id_savings_classes_id_fk" FOREIGN KEY ("from_class_id") REFERENCES "public"."savings_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_member_history" ADD CONSTRAINT "savings_member_history_to_class_id_savings_classes_id_fk" FOREIGN KEY ("to_class_id") REFERENCES "public"."savings_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_member_history" ADD CONSTRAINT "savings_member_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_members" ADD CONSTRAINT "savings_members_class_id_savings_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."savings_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_members" ADD CONSTRAINT "savings_members_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_members" ADD CONSTRAINT "savings_members_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_movements" ADD CONSTRAINT "savings_movements_placement_id_savings_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."savings_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_movements" ADD CONSTRAINT "savings_movements_pack_id_savings_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."savings_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_movements" ADD CONSTRAINT "savings_movements_member_id_savings_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."savings_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_movements" ADD CONSTRAINT "savings_movements_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_movements" ADD CONSTRAINT "savings_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_packs" ADD CONSTRAINT "savings_packs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_packs" ADD CONSTRAINT "savings_packs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_placements" ADD CONSTRAINT "savings_placements_pack_id_savings_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."savings_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_placements" ADD CONSTRAINT "savings_placements_member_id_savings_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."savings_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_placements" ADD CONSTRAINT "savings_placements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_placements" ADD CONSTRAINT "savings_placements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_classes_name_uq" ON "savings_classes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "savings_member_history_member_idx" ON "savings_member_history" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_members_code_uq" ON "savings_members" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "savings_members_class_idx" ON "savings_members" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "savings_movements_placement_idx" ON "savings_movements" USING btree ("placement_id");--> statement-breakpoint
CREATE INDEX "savings_movements_date_idx" ON "savings_movements" USING btree ("business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_movements_once_uq" ON "savings_movements" USING btree ("placement_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_packs_code_uq" ON "savings_packs" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "savings_packs_kind_idx" ON "savings_packs" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "savings_placements_pack_idx" ON "savings_placements" USING btree ("pack_id","status");--> statement-breakpoint
CREATE INDEX "savings_placements_member_idx" ON "savings_placements" USING btree ("member_id","status");--> statement-breakpoint
-- Savings packs are the funder's own book (spec §6: MASTER, SUBMASTER): no company user reads them
-- (platform/db/row-security.ts, decision 0107).
ALTER TABLE "savings_classes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_classes" USING (false);
--> statement-breakpoint
ALTER TABLE "savings_members" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_members" USING (false);
--> statement-breakpoint
ALTER TABLE "savings_packs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_packs" USING (false);
--> statement-breakpoint
ALTER TABLE "savings_placements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_placements" USING (false);
--> statement-breakpoint
ALTER TABLE "savings_movements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_movements" USING (false);
--> statement-breakpoint
ALTER TABLE "savings_member_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_member_history" USING (false);
