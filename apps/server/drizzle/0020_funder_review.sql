CREATE TABLE "transaction_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" integer NOT NULL,
	"level" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"checked_by" integer NOT NULL,
	"expertise" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_expertise" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" integer NOT NULL,
	"level" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_funding_partners" (
	"trans_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"selected_by" integer,
	"selected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_checks" ADD CONSTRAINT "transaction_checks_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_checks" ADD CONSTRAINT "transaction_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_expertise" ADD CONSTRAINT "transaction_expertise_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_expertise" ADD CONSTRAINT "transaction_expertise_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_funding_partners" ADD CONSTRAINT "transaction_funding_partners_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_funding_partners" ADD CONSTRAINT "transaction_funding_partners_partner_id_enterprises_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_funding_partners" ADD CONSTRAINT "transaction_funding_partners_selected_by_users_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_checks_trans_idx" ON "transaction_checks" USING btree ("trans_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_expertise_uq" ON "transaction_expertise" USING btree ("trans_id","level");