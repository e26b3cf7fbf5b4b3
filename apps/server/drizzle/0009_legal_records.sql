DROP INDEX "enterprise_legal_records_ent_idx";--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD CONSTRAINT "enterprise_legal_records_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ADD CONSTRAINT "enterprise_legal_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_legal_records_ent_idx" ON "enterprise_legal_records" USING btree ("ent_id","status");