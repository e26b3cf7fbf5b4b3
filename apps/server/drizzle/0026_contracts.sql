CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"contract_method" text NOT NULL,
	"lending_id" integer,
	"status" smallint NOT NULL,
	"number" text,
	"reason" text,
	"document_id" integer,
	"hard_copy_file_id" integer,
	"contract_date" date,
	"sign_date" date,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signing_documents" ADD COLUMN "in_lifecycle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_document_id_signing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_hard_copy_file_id_stored_files_id_fk" FOREIGN KEY ("hard_copy_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_ent_idx" ON "contracts" USING btree ("ent_id","contract_type");