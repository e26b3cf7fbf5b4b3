CREATE TABLE "document_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"party" text NOT NULL,
	"user_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"provider" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"number" text NOT NULL,
	"file_name" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sign_places" jsonb NOT NULL,
	"next_party" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_authority" (
	"id" integer PRIMARY KEY NOT NULL,
	"cert_pem" text NOT NULL,
	"key_enc" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"user_id" integer,
	"subject" text NOT NULL,
	"serial" text NOT NULL,
	"cert_pem" text NOT NULL,
	"key_enc" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_signing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_certificate_id_signing_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."signing_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_certificates" ADD CONSTRAINT "signing_certificates_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_certificates" ADD CONSTRAINT "signing_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_signatures_doc_idx" ON "document_signatures" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "signing_documents_ent_idx" ON "signing_documents" USING btree ("ent_id");--> statement-breakpoint
CREATE INDEX "signing_certificates_ent_idx" ON "signing_certificates" USING btree ("ent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_certificates_signer_uq" ON "signing_certificates" USING btree ("user_id") WHERE "signing_certificates"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_certificates_company_uq" ON "signing_certificates" USING btree ("ent_id") WHERE "signing_certificates"."user_id" IS NULL;