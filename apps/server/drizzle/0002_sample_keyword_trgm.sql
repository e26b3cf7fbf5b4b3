CREATE INDEX "samples_code_trgm_idx" ON "samples" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "samples_name_trgm_idx" ON "samples" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "samples_email_trgm_idx" ON "samples" USING gin ("email" gin_trgm_ops);