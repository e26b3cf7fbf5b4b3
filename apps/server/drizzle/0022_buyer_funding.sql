CREATE TABLE "buyer_funding_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_funding_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" integer NOT NULL,
	"ent_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"opened_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"disbursed_at" timestamp with time zone,
	"disbursed_by" integer
);
--> statement-breakpoint
ALTER TABLE "buyer_funding_documents" ADD CONSTRAINT "buyer_funding_documents_request_id_buyer_funding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buyer_funding_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_funding_documents" ADD CONSTRAINT "buyer_funding_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_funding_documents" ADD CONSTRAINT "buyer_funding_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_funding_requests" ADD CONSTRAINT "buyer_funding_requests_trans_id_transactions_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_funding_requests" ADD CONSTRAINT "buyer_funding_requests_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_funding_requests" ADD CONSTRAINT "buyer_funding_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_funding_requests" ADD CONSTRAINT "buyer_funding_requests_disbursed_by_users_id_fk" FOREIGN KEY ("disbursed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_funding_documents_request_idx" ON "buyer_funding_documents" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_funding_requests_trans_uq" ON "buyer_funding_requests" USING btree ("trans_id");--> statement-breakpoint
CREATE INDEX "buyer_funding_requests_ent_idx" ON "buyer_funding_requests" USING btree ("ent_id");