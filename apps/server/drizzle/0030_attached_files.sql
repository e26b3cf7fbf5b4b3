-- A stored file belongs to the company that uploaded it (stored_files.ent_id), yet the record that
-- attaches it may be another company's too: a supplier's invoice on a trade is the buyer's to read, a
-- payment slip the funder filed is the supplier's. So a file is also seen by whoever sees a record
-- attaching it: each EXISTS below reads its table under that table's own policy
-- (docs/decisions/0072-row-level-security.md; platform/db/row-security.ts, `attachedBy`).
CREATE INDEX IF NOT EXISTS "enterprise_legal_records_file_id_idx" ON "enterprise_legal_records" ("file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "supplier_financials_file_id_idx" ON "supplier_financials" ("file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transaction_documents_file_id_idx" ON "transaction_documents" ("file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "first_payments_file_id_idx" ON "first_payments" ("file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "settlement_payments_file_id_idx" ON "settlement_payments" ("file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "buyer_funding_documents_file_id_idx" ON "buyer_funding_documents" ("file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ref_appendices_hard_copy_file_id_idx" ON "ref_appendices" ("hard_copy_file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_hard_copy_file_id_idx" ON "contracts" ("hard_copy_file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "buyer_credit_files_file_id_idx" ON "buyer_credit_files" ("file_id");
--> statement-breakpoint
CREATE POLICY attached ON "stored_files" USING ((SELECT arflow_scope()) IS NOT NULL AND (EXISTS (SELECT FROM "enterprise_legal_records" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "supplier_financials" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "buyer_credit_files" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "transaction_documents" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "first_payments" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "settlement_payments" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "buyer_funding_documents" AS r WHERE r."file_id" = "stored_files".id) OR EXISTS (SELECT FROM "ref_appendices" AS r WHERE r."hard_copy_file_id" = "stored_files".id) OR EXISTS (SELECT FROM "contracts" AS r WHERE r."hard_copy_file_id" = "stored_files".id)));
