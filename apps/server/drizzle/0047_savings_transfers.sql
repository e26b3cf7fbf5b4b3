CREATE TABLE "savings_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"account_no" text,
	"opening_balance" bigint NOT NULL,
	"journal_entry_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_sources_opening_ck" CHECK ("savings_sources"."opening_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "savings_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_source_id" integer,
	"from_pack_id" integer,
	"to_source_id" integer,
	"to_pack_id" integer,
	"amount" bigint NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"created_on" date NOT NULL,
	"confirmed_on" date,
	"journal_entry_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_transfers_amount_ck" CHECK ("savings_transfers"."amount" > 0),
	CONSTRAINT "savings_transfers_from_ck" CHECK (("savings_transfers"."from_source_id" is null) <> ("savings_transfers"."from_pack_id" is null)),
	CONSTRAINT "savings_transfers_to_ck" CHECK (("savings_transfers"."to_source_id" is null) <> ("savings_transfers"."to_pack_id" is null)),
	CONSTRAINT "savings_transfers_sides_ck" CHECK ("savings_transfers"."from_source_id" is distinct from "savings_transfers"."to_source_id" or "savings_transfers"."from_source_id" is null),
	CONSTRAINT "savings_transfers_packs_ck" CHECK ("savings_transfers"."from_pack_id" is distinct from "savings_transfers"."to_pack_id" or "savings_transfers"."from_pack_id" is null)
);
--> statement-breakpoint
ALTER TABLE "savings_sources" ADD CONSTRAINT "savings_sources_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_sources" ADD CONSTRAINT "savings_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_sources" ADD CONSTRAINT "savings_sources_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_transfers" ADD CONSTRAINT "savings_transfers_from_source_id_savings_sources_id_fk" FOREIGN KEY ("from_source_id") REFERENCES "public"."savings_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_transfers" ADD CONSTRAINT "savings_transfers_from_pack_id_savings_packs_id_fk" FOREIGN KEY ("from_pack_id") REFERENCES "public"."savings_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_transfers" ADD CONSTRAINT "savings_transfers_to_source_id_savings_sources_id_fk" FOREIGN KEY ("to_source_id") REFERENCES "public"."savings_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_transfers" ADD CONSTRAINT "savings_transfers_to_pack_id_savings_packs_id_fk" FOREIGN KEY ("to_pack_id") REFERENCES "public"."savings_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_transfers" ADD CONSTRAINT "savings_transfers_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_transfers" ADD CONSTRAINT "savings_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_transfers" ADD CONSTRAINT "savings_transfers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_sources_code_uq" ON "savings_sources" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "savings_transfers_from_source_idx" ON "savings_transfers" USING btree ("from_source_id","status");--> statement-breakpoint
CREATE INDEX "savings_transfers_to_source_idx" ON "savings_transfers" USING btree ("to_source_id","status");--> statement-breakpoint
CREATE INDEX "savings_transfers_from_pack_idx" ON "savings_transfers" USING btree ("from_pack_id","status");--> statement-breakpoint
CREATE INDEX "savings_transfers_to_pack_idx" ON "savings_transfers" USING btree ("to_pack_id","status");--> statement-breakpoint
-- Savings sources and transfers are the funder's own book like the packs (decision 0117): no
-- company user reads them (platform/db/row-security.ts).
ALTER TABLE "savings_sources" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_sources" USING (false);
--> statement-breakpoint
ALTER TABLE "savings_transfers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "savings_transfers" USING (false);
