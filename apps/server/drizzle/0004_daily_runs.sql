CREATE TABLE "daily_runs" (
	"business_date" date PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
