CREATE TABLE "debt_confirmation_receivables" (
	"confirmation_id" integer NOT NULL,
	"receivable_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"buy_id" integer NOT NULL,
	"letter_no" text NOT NULL,
	"total_ar_amount" bigint NOT NULL,
	"total_due_payment" bigint NOT NULL,
	"note" text,
	"reason" text,
	"signed_file_id" integer,
	"status" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debt_confirmation_receivables" ADD CONSTRAINT "debt_confirmation_receivables_confirmation_id_debt_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."debt_confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_confirmation_receivables" ADD CONSTRAINT "debt_confirmation_receivables_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_confirmations" ADD CONSTRAINT "debt_confirmations_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_confirmations" ADD CONSTRAINT "debt_confirmations_buy_id_enterprises_id_fk" FOREIGN KEY ("buy_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_confirmations" ADD CONSTRAINT "debt_confirmations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_confirmations" ADD CONSTRAINT "debt_confirmations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_confirmation_receivables_pk" ON "debt_confirmation_receivables" USING btree ("confirmation_id","receivable_id");--> statement-breakpoint
CREATE INDEX "debt_confirmation_receivables_ar_idx" ON "debt_confirmation_receivables" USING btree ("receivable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_confirmations_no_uq" ON "debt_confirmations" USING btree ("letter_no");--> statement-breakpoint
CREATE INDEX "debt_confirmations_ent_idx" ON "debt_confirmations" USING btree ("ent_id","status");--> statement-breakpoint
CREATE INDEX "debt_confirmations_buy_idx" ON "debt_confirmations" USING btree ("buy_id","status");