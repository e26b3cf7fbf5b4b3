-- Samples gain an owning company. Rows from before belong to the funder (the platform), whose
-- samples are the public demo records; the funder is the enterprise of type FUNDER.
ALTER TABLE "samples" ADD COLUMN "ent_id" integer;--> statement-breakpoint
UPDATE "samples" SET "ent_id" = (SELECT "id" FROM "enterprises" WHERE "type" = 'FUNDER' ORDER BY "id" LIMIT 1) WHERE "ent_id" IS NULL;--> statement-breakpoint
ALTER TABLE "samples" ALTER COLUMN "ent_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "samples_ent_idx" ON "samples" USING btree ("ent_id");
