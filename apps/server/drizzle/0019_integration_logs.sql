CREATE TABLE "integration_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue_type" text NOT NULL,
	"request_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"status" text NOT NULL,
	"url" text,
	"headers" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"response_code" smallint,
	"response_body" text,
	"send_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "integration_logs_due_idx" ON "integration_logs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "integration_logs_entity_idx" ON "integration_logs" USING btree ("request_type","entity_id");