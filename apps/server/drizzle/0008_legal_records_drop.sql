-- Records written before the file store held no file: nothing to keep (no route ever wrote one).
DELETE FROM "enterprise_legal_records" WHERE "file_id" IS NULL;--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" DROP COLUMN "file_name";--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" DROP COLUMN "approved";--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" DROP COLUMN "is_delete";