-- Row-level security (docs/decisions/0072-row-level-security.md). The migration runs as the
-- tables' owner, whom the policies do not bind (no FORCE): the platform acts as the owner, a
-- company's request as the role below.
-- The role the app's connections act as. Roles are cluster-wide and test databases migrate
-- concurrently: another migration may create it first. A database user that may not create roles
-- needs an administrator to create it and grant it (README); the server refuses to start without.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'arflow_app') THEN
    CREATE ROLE arflow_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN
  NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'arflow_app') THEN
    GRANT USAGE ON SCHEMA public TO arflow_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO arflow_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO arflow_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO arflow_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO arflow_app;
  END IF;
END
$$;
--> statement-breakpoint
-- The companies the connection's scope (arflow.scope, a list of ids) may see; NULL when none is
-- set, which matches nothing. Policies call it inside a scalar subquery, so PostgreSQL evaluates it
-- once per query (an InitPlan) and can use it as an index condition, instead of parsing the
-- setting again for every row. The platform ('all') does not act as the application role at all
-- (platform/db/client.ts), so no policy needs to let it through.
CREATE OR REPLACE FUNCTION arflow_scope() RETURNS integer[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_to_array(nullif(nullif(current_setting('arflow.scope', true), ''), 'all'), ',')::integer[]
$$;
--> statement-breakpoint
ALTER TABLE "transaction_receivables" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "transaction_receivables" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "transaction_receivables" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "transactions" AS p WHERE p.id = c."trans_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_transaction_receivables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "transactions" AS p WHERE p.id = NEW."trans_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "transaction_receivables" FOR EACH ROW EXECUTE FUNCTION arflow_owner_transaction_receivables();
--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "transaction_documents" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "transaction_documents" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "transactions" AS p WHERE p.id = c."trans_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_transaction_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "transactions" AS p WHERE p.id = NEW."trans_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "transaction_documents" FOR EACH ROW EXECUTE FUNCTION arflow_owner_transaction_documents();
--> statement-breakpoint
ALTER TABLE "transaction_checks" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "transaction_checks" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "transaction_checks" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "transactions" AS p WHERE p.id = c."trans_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_transaction_checks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "transactions" AS p WHERE p.id = NEW."trans_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "transaction_checks" FOR EACH ROW EXECUTE FUNCTION arflow_owner_transaction_checks();
--> statement-breakpoint
ALTER TABLE "transaction_expertise" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "transaction_expertise" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "transaction_expertise" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "transactions" AS p WHERE p.id = c."trans_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_transaction_expertise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "transactions" AS p WHERE p.id = NEW."trans_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "transaction_expertise" FOR EACH ROW EXECUTE FUNCTION arflow_owner_transaction_expertise();
--> statement-breakpoint
ALTER TABLE "transaction_funding_partners" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "transaction_funding_partners" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "transaction_funding_partners" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "transactions" AS p WHERE p.id = c."trans_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_transaction_funding_partners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "transactions" AS p WHERE p.id = NEW."trans_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "transaction_funding_partners" FOR EACH ROW EXECUTE FUNCTION arflow_owner_transaction_funding_partners();
--> statement-breakpoint
ALTER TABLE "first_payments" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "first_payments" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "first_payments" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "transactions" AS p WHERE p.id = c."trans_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_first_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "transactions" AS p WHERE p.id = NEW."trans_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "first_payments" FOR EACH ROW EXECUTE FUNCTION arflow_owner_first_payments();
--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "settlement_payments" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "transactions" AS p WHERE p.id = c."trans_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_settlement_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "transactions" AS p WHERE p.id = NEW."trans_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "settlement_payments" FOR EACH ROW EXECUTE FUNCTION arflow_owner_settlement_payments();
--> statement-breakpoint
ALTER TABLE "supplier_credit_documents" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "supplier_credit_documents" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "supplier_credit_documents" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "supplier_credits" AS p WHERE p.id = c."credit_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_supplier_credit_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "supplier_credits" AS p WHERE p.id = NEW."credit_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "supplier_credit_documents" FOR EACH ROW EXECUTE FUNCTION arflow_owner_supplier_credit_documents();
--> statement-breakpoint
ALTER TABLE "debt_confirmation_receivables" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
ALTER TABLE "debt_confirmation_receivables" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
UPDATE "debt_confirmation_receivables" AS c SET "ent_id" = p."ent_id", "buy_id" = p."buy_id" FROM "debt_confirmations" AS p WHERE p.id = c."confirmation_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_debt_confirmation_receivables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id", p."buy_id" INTO NEW."ent_id", NEW."buy_id" FROM "debt_confirmations" AS p WHERE p.id = NEW."confirmation_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "debt_confirmation_receivables" FOR EACH ROW EXECUTE FUNCTION arflow_owner_debt_confirmation_receivables();
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "sup_id" integer;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "buy_id" integer;
--> statement-breakpoint
ALTER TABLE "journal_lines" DISABLE TRIGGER journal_lines_append_only;
--> statement-breakpoint
UPDATE "journal_lines" AS c SET "sup_id" = p."sup_id", "buy_id" = p."buy_id" FROM "journal_entries" AS p WHERE p.id = c."entry_id";
--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER journal_lines_append_only;
--> statement-breakpoint
CREATE FUNCTION arflow_owner_journal_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."sup_id", p."buy_id" INTO NEW."sup_id", NEW."buy_id" FROM "journal_entries" AS p WHERE p.id = NEW."entry_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION arflow_owner_journal_lines();
--> statement-breakpoint
ALTER TABLE "buyer_credit_files" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "buyer_credit_files" AS c SET "ent_id" = p."ent_id" FROM "buyer_credit_setups" AS p WHERE p.id = c."setup_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_buyer_credit_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "buyer_credit_setups" AS p WHERE p.id = NEW."setup_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "buyer_credit_files" FOR EACH ROW EXECUTE FUNCTION arflow_owner_buyer_credit_files();
--> statement-breakpoint
ALTER TABLE "buyer_funding_documents" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "buyer_funding_documents" AS c SET "ent_id" = p."ent_id" FROM "buyer_funding_requests" AS p WHERE p.id = c."request_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_buyer_funding_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "buyer_funding_requests" AS p WHERE p.id = NEW."request_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "buyer_funding_documents" FOR EACH ROW EXECUTE FUNCTION arflow_owner_buyer_funding_documents();
--> statement-breakpoint
ALTER TABLE "buyer_supplier_rates" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "buyer_supplier_rates" AS c SET "ent_id" = p."ent_id" FROM "buyer_maturities" AS p WHERE p.id = c."maturity_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_buyer_supplier_rates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "buyer_maturities" AS p WHERE p.id = NEW."maturity_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "buyer_supplier_rates" FOR EACH ROW EXECUTE FUNCTION arflow_owner_buyer_supplier_rates();
--> statement-breakpoint
ALTER TABLE "early_rate_group_suppliers" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "early_rate_group_suppliers" AS c SET "ent_id" = p."ent_id" FROM "early_rate_groups" AS p WHERE p.id = c."group_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_early_rate_group_suppliers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "early_rate_groups" AS p WHERE p.id = NEW."group_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "early_rate_group_suppliers" FOR EACH ROW EXECUTE FUNCTION arflow_owner_early_rate_group_suppliers();
--> statement-breakpoint
ALTER TABLE "ref_appendix_partners" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "ref_appendix_partners" AS c SET "ent_id" = p."ent_id" FROM "ref_appendices" AS p WHERE p.id = c."appendix_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_ref_appendix_partners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "ref_appendices" AS p WHERE p.id = NEW."appendix_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "ref_appendix_partners" FOR EACH ROW EXECUTE FUNCTION arflow_owner_ref_appendix_partners();
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "document_signatures" AS c SET "ent_id" = p."ent_id" FROM "signing_documents" AS p WHERE p.id = c."document_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_document_signatures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "signing_documents" AS p WHERE p.id = NEW."document_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "document_signatures" FOR EACH ROW EXECUTE FUNCTION arflow_owner_document_signatures();
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "groups" AS c SET "ent_id" = p."ent_id" FROM "departments" AS p WHERE p.id = c."dep_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "departments" AS p WHERE p.id = NEW."dep_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "groups" FOR EACH ROW EXECUTE FUNCTION arflow_owner_groups();
--> statement-breakpoint
ALTER TABLE "rating_criteria" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "rating_criteria" AS c SET "ent_id" = p."ent_id" FROM "rating_industries" AS p WHERE p.id = c."industry_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_rating_criteria() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "rating_industries" AS p WHERE p.id = NEW."industry_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "rating_criteria" FOR EACH ROW EXECUTE FUNCTION arflow_owner_rating_criteria();
--> statement-breakpoint
ALTER TABLE "rating_score_items" ADD COLUMN "ent_id" integer;
--> statement-breakpoint
UPDATE "rating_score_items" AS c SET "ent_id" = p."ent_id" FROM "rating_criteria" AS p WHERE p.id = c."criterion_id";
--> statement-breakpoint
CREATE FUNCTION arflow_owner_rating_score_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."ent_id" INTO NEW."ent_id" FROM "rating_criteria" AS p WHERE p.id = NEW."criterion_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER owner_columns BEFORE INSERT ON "rating_score_items" FOR EACH ROW EXECUTE FUNCTION arflow_owner_rating_score_items();
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "transactions" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "transaction_receivables" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "transaction_receivables" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "transaction_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "transaction_documents" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "transaction_checks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "transaction_checks" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "transaction_expertise" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "transaction_expertise" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "transaction_funding_partners" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "transaction_funding_partners" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "first_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "first_payments" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "settlement_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "settlement_payments" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "receivables" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "receivables" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "supplier_credits" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "supplier_credits" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "supplier_credit_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "supplier_credit_documents" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "debt_confirmations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "debt_confirmations" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "debt_confirmation_receivables" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "debt_confirmation_receivables" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "journal_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "journal_entries" USING ("sup_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "journal_lines" USING ("sup_id" = ANY ((SELECT arflow_scope())::integer[]) OR "buy_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_credit_setups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_credit_setups" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
CREATE POLICY also_seen ON "buyer_credit_setups" USING ((SELECT arflow_scope()) IS NOT NULL AND status = 'ACTIVATED');
--> statement-breakpoint
ALTER TABLE "buyer_credit_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_credit_files" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_credit_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_credit_assignments" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_debt_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_debt_settings" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_frequencies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_frequencies" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_funding_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_funding_requests" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_funding_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_funding_documents" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_maturities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_maturities" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_supplier_rates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_supplier_rates" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "sup_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "buyer_suppliers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "buyer_suppliers" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "sup_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "early_rate_programmes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "early_rate_programmes" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "early_rate_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "early_rate_requests" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "early_rate_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "early_rate_groups" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "early_rate_group_suppliers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "early_rate_group_suppliers" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "sup_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "eligibility_criteria" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "eligibility_criteria" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "individuals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "individuals" USING ("id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "enterprise_banks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "enterprise_banks" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "enterprise_legal_records" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "enterprise_legal_records" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "enterprise_notes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "enterprise_notes" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "supplier_financials" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "supplier_financials" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "supplier_ratings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "supplier_ratings" USING ("supplier_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "stored_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "stored_files" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "contracts" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "ref_appendices" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "ref_appendices" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "ref_appendix_partners" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "ref_appendix_partners" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]) OR "enterprise_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "signing_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "signing_documents" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "document_signatures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "document_signatures" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "departments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "departments" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "groups" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "crm_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "crm_assignments" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "samples" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "samples" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "rating_industries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "rating_industries" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "rating_parameters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "rating_parameters" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "rating_bands" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "rating_bands" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "rating_criteria" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "rating_criteria" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "rating_score_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY owners ON "rating_score_items" USING ("ent_id" = ANY ((SELECT arflow_scope())::integer[]));
--> statement-breakpoint
ALTER TABLE "funder_profiles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "funder_profiles" USING (false);
--> statement-breakpoint
ALTER TABLE "ca_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "ca_assignments" USING (false);
--> statement-breakpoint
ALTER TABLE "integration_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "integration_logs" USING (false);
--> statement-breakpoint
ALTER TABLE "daily_runs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "daily_runs" USING (false);
--> statement-breakpoint
ALTER TABLE "app_secrets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform ON "app_secrets" USING (false);
