CREATE TABLE "business_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_days" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_clock_one_row" CHECK ("business_clock"."id" = 1),
	CONSTRAINT "business_clock_forward" CHECK ("business_clock"."offset_days" >= 0)
);
