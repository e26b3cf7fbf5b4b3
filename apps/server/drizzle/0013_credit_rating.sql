CREATE TABLE "rating_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_score" numeric(5, 2),
	"max_score" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "rating_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"proportion" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_score_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"criterion_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_value" numeric(20, 4),
	"max_value" numeric(20, 4),
	"score" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"rated_by" integer,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rating_bands" ADD CONSTRAINT "rating_bands_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_criteria" ADD CONSTRAINT "rating_criteria_industry_id_rating_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."rating_industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_criteria" ADD CONSTRAINT "rating_criteria_parameter_id_rating_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."rating_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_industries" ADD CONSTRAINT "rating_industries_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_industries" ADD CONSTRAINT "rating_industries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_industries" ADD CONSTRAINT "rating_industries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_parameters" ADD CONSTRAINT "rating_parameters_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_parameters" ADD CONSTRAINT "rating_parameters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_parameters" ADD CONSTRAINT "rating_parameters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_score_items" ADD CONSTRAINT "rating_score_items_criterion_id_rating_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rating_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_supplier_id_enterprises_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_industry_id_rating_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."rating_industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rating_bands_name_uq" ON "rating_bands" USING btree ("ent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rating_criteria_uq" ON "rating_criteria" USING btree ("industry_id","parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_industries_name_uq" ON "rating_industries" USING btree ("ent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rating_parameters_name_uq" ON "rating_parameters" USING btree ("ent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rating_score_items_name_uq" ON "rating_score_items" USING btree ("criterion_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_ratings_supplier_uq" ON "supplier_ratings" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_ratings_industry_idx" ON "supplier_ratings" USING btree ("industry_id");