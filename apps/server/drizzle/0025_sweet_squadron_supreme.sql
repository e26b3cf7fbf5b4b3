CREATE TABLE "ref_appendices" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"payment_type" integer NOT NULL,
	"status" integer NOT NULL,
	"commission_status" integer NOT NULL,
	"contract_method" text,
	"document_id" integer,
	"hard_copy_file_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "ref_appendix_partners" (
	"appendix_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	CONSTRAINT "ref_appendix_partners_appendix_id_enterprise_id_pk" PRIMARY KEY("appendix_id","enterprise_id")
);
--> statement-breakpoint
ALTER TABLE "ref_appendices" ADD CONSTRAINT "ref_appendices_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_appendices" ADD CONSTRAINT "ref_appendices_document_id_signing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_appendices" ADD CONSTRAINT "ref_appendices_hard_copy_file_id_stored_files_id_fk" FOREIGN KEY ("hard_copy_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_appendices" ADD CONSTRAINT "ref_appendices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_appendices" ADD CONSTRAINT "ref_appendices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_appendix_partners" ADD CONSTRAINT "ref_appendix_partners_appendix_id_ref_appendices_id_fk" FOREIGN KEY ("appendix_id") REFERENCES "public"."ref_appendices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_appendix_partners" ADD CONSTRAINT "ref_appendix_partners_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ref_appendices_ent_idx" ON "ref_appendices" USING btree ("ent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ref_appendices_number_key" ON "ref_appendices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "ref_appendices_code_key" ON "ref_appendices" USING btree ("code");