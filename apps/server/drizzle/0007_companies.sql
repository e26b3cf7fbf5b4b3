CREATE TABLE "buyer_frequencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"type" text NOT NULL,
	"weekdays" smallint[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"side" text DEFAULT 'COUNTERPARTY' NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text,
	"bank_account_number" text NOT NULL,
	"bank_holder_name" text NOT NULL,
	"designated" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_legal_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"file_id" integer,
	"file_name" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"report_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individuals" (
	"id" integer PRIMARY KEY NOT NULL,
	"id_card_number" text NOT NULL,
	"id_card_issue_date" date,
	"id_card_issue_place" text,
	"date_of_birth" date,
	"ekyc_status" text DEFAULT 'PENDING' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"locality" text,
	"ent_type" smallint,
	"position" text,
	"total_limit" bigint,
	"max_total_limit" bigint
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "partner_form" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "erc" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "erc_office" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "erc_first_date" date;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "erc_edit_no" integer;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "erc_last_edit" date;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "email2" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "legal_represent" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "authorized_represent" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "buyer_frequencies" ADD CONSTRAINT "buyer_frequencies_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_banks" ADD CONSTRAINT "enterprise_banks_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_banks" ADD CONSTRAINT "enterprise_banks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_banks" ADD CONSTRAINT "enterprise_banks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD CONSTRAINT "enterprise_legal_records_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD CONSTRAINT "enterprise_legal_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_notes" ADD CONSTRAINT "enterprise_notes_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_notes" ADD CONSTRAINT "enterprise_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_id_enterprises_id_fk" FOREIGN KEY ("id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_id_enterprises_id_fk" FOREIGN KEY ("id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_frequencies_type_uq" ON "buyer_frequencies" USING btree ("ent_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_banks_account_uq" ON "enterprise_banks" USING btree (lower(btrim("bank_name")),"bank_account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_banks_designated_uq" ON "enterprise_banks" USING btree ("ent_id") WHERE "enterprise_banks"."designated";--> statement-breakpoint
CREATE INDEX "enterprise_banks_ent_idx" ON "enterprise_banks" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "enterprise_legal_records_ent_idx" ON "enterprise_legal_records" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "enterprise_notes_ent_idx" ON "enterprise_notes" USING btree ("ent_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "individuals_id_card_uq" ON "individuals" USING btree ("id_card_number");--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_buyer_name_uq" ON "enterprises" USING btree (lower("name")) WHERE "enterprises"."type" = 'BUYER';--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_buyer_mst_uq" ON "enterprises" USING btree ("tax_code") WHERE "enterprises"."type" = 'BUYER';--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_partner_mst_uq" ON "enterprises" USING btree ("tax_code") WHERE "enterprises"."type" IN ('PARTNER', 'DOITAC_NCC');--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_supplier_mst_uq" ON "enterprises" USING btree ("tax_code") WHERE "enterprises"."type" IN ('SUPPLIER', 'INDSUPPLIER');--> statement-breakpoint
CREATE INDEX "enterprises_type_status_idx" ON "enterprises" USING btree ("type","status");