/**
 * Row-level security: what every table of schema public is to the policies of migration
 * 0029_row_security (docs/decisions/0072-row-level-security.md). The test
 * row-security.int.test.ts fails for a table missing here, or whose policy, owner columns or
 * fill trigger disagree with this list: a new table must be classified before it ships.
 */

/** The NOLOGIN role the app's connections act as, so the policies bind them (superusers bypass). */
export const APP_ROLE = 'arflow_app';

/** Where a child table's owner columns are copied from on insert (a BEFORE INSERT trigger). */
export interface OwnerSource {
  parent: string;
  /** The child's column referencing the parent's id. */
  key: string;
  /** child owner column → the parent's column it copies. */
  copies: Readonly<Record<string, string>>;
}

export type RowSecurity =
  /**
   * A company sees a row when any of `owners` holds its id; the platform sees all. `alsoSeen`
   * widens it to every company for the rows matching an SQL condition, with the reason.
   * `attachedBy` (a file) widens it to whoever sees a record of those tables naming the row in
   * that column (migration 0030_attached_files).
   */
  | {
      kind: 'owned';
      owners: readonly string[];
      from?: OwnerSource;
      alsoSeen?: { when: string; reason: string };
      attachedBy?: readonly (readonly [table: string, column: string])[];
    }
  /** Only the platform ('all') reads or writes these; company users never touch them. */
  | { kind: 'funder' }
  /** No policy: not one company's data, or read across companies by design. */
  | { kind: 'shared'; reason: string };

const MECHANISM = 'a platform mechanism keyed by user, token or key, not company data';
const FROM_TRANSACTION = {
  parent: 'transactions',
  key: 'trans_id',
  copies: { ent_id: 'ent_id', buy_id: 'buy_id' },
};
const TRADE = ['ent_id', 'buy_id'] as const;

export const ROW_SECURITY: Readonly<Record<string, RowSecurity>> = {
  // The supplier (ent_id) and the buyer (buy_id) of a trade both own it and what hangs from it.
  transactions: { kind: 'owned', owners: TRADE },
  transaction_receivables: { kind: 'owned', owners: TRADE, from: FROM_TRANSACTION },
  transaction_documents: { kind: 'owned', owners: TRADE, from: FROM_TRANSACTION },
  transaction_checks: { kind: 'owned', owners: TRADE, from: FROM_TRANSACTION },
  transaction_expertise: { kind: 'owned', owners: TRADE, from: FROM_TRANSACTION },
  transaction_funding_partners: { kind: 'owned', owners: TRADE, from: FROM_TRANSACTION },
  first_payments: { kind: 'owned', owners: TRADE, from: FROM_TRANSACTION },
  settlement_payments: { kind: 'owned', owners: TRADE, from: FROM_TRANSACTION },
  receivables: { kind: 'owned', owners: TRADE },
  supplier_credits: { kind: 'owned', owners: TRADE },
  supplier_credit_documents: {
    kind: 'owned',
    owners: TRADE,
    from: { parent: 'supplier_credits', key: 'credit_id', copies: { ent_id: 'ent_id', buy_id: 'buy_id' } },
  },
  debt_confirmations: { kind: 'owned', owners: TRADE },
  debt_confirmation_receivables: {
    kind: 'owned',
    owners: TRADE,
    from: {
      parent: 'debt_confirmations',
      key: 'confirmation_id',
      copies: { ent_id: 'ent_id', buy_id: 'buy_id' },
    },
  },
  journal_entries: { kind: 'owned', owners: ['sup_id', 'buy_id'] },
  journal_lines: {
    kind: 'owned',
    owners: ['sup_id', 'buy_id'],
    from: { parent: 'journal_entries', key: 'entry_id', copies: { sup_id: 'sup_id', buy_id: 'buy_id' } },
  },
  // A buyer's credit programme, maturities and supplier list; the suppliers named share them.
  buyer_credit_setups: {
    kind: 'owned',
    owners: ['ent_id'],
    alsoSeen: {
      when: `status = 'ACTIVATED'`,
      reason:
        'a programme in force is what suppliers apply on and draw from: their applications ' +
        'read its terms and their signatures draw its limits, inside their own transactions',
    },
  },
  buyer_credit_files: {
    kind: 'owned',
    owners: ['ent_id'],
    from: { parent: 'buyer_credit_setups', key: 'setup_id', copies: { ent_id: 'ent_id' } },
  },
  buyer_credit_assignments: { kind: 'owned', owners: ['ent_id'] },
  buyer_debt_settings: { kind: 'owned', owners: ['ent_id'] },
  buyer_frequencies: { kind: 'owned', owners: ['ent_id'] },
  buyer_funding_requests: { kind: 'owned', owners: ['ent_id'] },
  buyer_funding_documents: {
    kind: 'owned',
    owners: ['ent_id'],
    from: { parent: 'buyer_funding_requests', key: 'request_id', copies: { ent_id: 'ent_id' } },
  },
  buyer_maturities: { kind: 'owned', owners: ['ent_id'] },
  buyer_supplier_rates: {
    kind: 'owned',
    owners: ['ent_id', 'sup_id'],
    from: { parent: 'buyer_maturities', key: 'maturity_id', copies: { ent_id: 'ent_id' } },
  },
  buyer_suppliers: { kind: 'owned', owners: ['ent_id', 'sup_id'] },
  early_rate_programmes: { kind: 'owned', owners: ['ent_id'] },
  early_rate_requests: { kind: 'owned', owners: ['ent_id'] },
  early_rate_groups: { kind: 'owned', owners: ['ent_id'] },
  early_rate_group_suppliers: {
    kind: 'owned',
    owners: ['ent_id', 'sup_id'],
    from: { parent: 'early_rate_groups', key: 'group_id', copies: { ent_id: 'ent_id' } },
  },
  eligibility_criteria: { kind: 'owned', owners: ['ent_id'] },
  // A company's own records: profile, banks, papers, files, contracts, signing, organisation.
  individuals: { kind: 'owned', owners: ['id'] },
  enterprise_banks: { kind: 'owned', owners: ['ent_id'] },
  enterprise_legal_records: { kind: 'owned', owners: ['ent_id'] },
  enterprise_notes: { kind: 'owned', owners: ['ent_id'] },
  supplier_financials: { kind: 'owned', owners: ['ent_id'] },
  supplier_ratings: { kind: 'owned', owners: ['supplier_id'] },
  // The uploader's company, and whoever sees a record attaching the file: the buyer reads the
  // supplier's invoices of their trade, the supplier the payment slips the funder filed.
  stored_files: {
    kind: 'owned',
    owners: ['ent_id'],
    attachedBy: [
      ['enterprise_legal_records', 'file_id'],
      ['supplier_financials', 'file_id'],
      ['buyer_credit_files', 'file_id'],
      ['transaction_documents', 'file_id'],
      ['first_payments', 'file_id'],
      ['settlement_payments', 'file_id'],
      ['buyer_funding_documents', 'file_id'],
      ['ref_appendices', 'hard_copy_file_id'],
      ['contracts', 'hard_copy_file_id'],
      ['partner_structures', 'file_id'],
      ['lending_slips', 'file_id'],
    ],
  },
  contracts: { kind: 'owned', owners: ['ent_id'] },
  ref_appendices: { kind: 'owned', owners: ['ent_id'] },
  // A lending partner's loans and what hangs from them (each row carries the partner's id).
  lendings: { kind: 'owned', owners: ['ent_id'] },
  lending_periods: { kind: 'owned', owners: ['ent_id'] },
  lending_extensions: { kind: 'owned', owners: ['ent_id'] },
  lending_slips: { kind: 'owned', owners: ['ent_id'] },
  ref_appendix_partners: {
    kind: 'owned',
    owners: ['ent_id', 'enterprise_id'],
    from: { parent: 'ref_appendices', key: 'appendix_id', copies: { ent_id: 'ent_id' } },
  },
  // A partner's coordination: its programmes, their structures, the notices it answers (0089).
  partner_programs: { kind: 'owned', owners: ['ent_id'] },
  partner_structures: { kind: 'owned', owners: ['ent_id'] },
  partner_notices: { kind: 'owned', owners: ['ent_id'] },
  referral_commissions: { kind: 'owned', owners: ['ent_id'] },
  partner_notice_ars: {
    kind: 'owned',
    owners: ['ent_id'],
    from: { parent: 'partner_notices', key: 'notice_id', copies: { ent_id: 'ent_id' } },
  },
  signing_documents: { kind: 'owned', owners: ['ent_id'] },
  document_signatures: {
    kind: 'owned',
    owners: ['ent_id'],
    from: { parent: 'signing_documents', key: 'document_id', copies: { ent_id: 'ent_id' } },
  },
  departments: { kind: 'owned', owners: ['ent_id'] },
  groups: {
    kind: 'owned',
    owners: ['ent_id'],
    from: { parent: 'departments', key: 'dep_id', copies: { ent_id: 'ent_id' } },
  },
  crm_assignments: { kind: 'owned', owners: ['ent_id'] },
  samples: { kind: 'owned', owners: ['ent_id'] },
  // The rating sets a funder or a company defines, with their criteria and score items.
  rating_industries: { kind: 'owned', owners: ['ent_id'] },
  rating_parameters: { kind: 'owned', owners: ['ent_id'] },
  rating_bands: { kind: 'owned', owners: ['ent_id'] },
  rating_criteria: {
    kind: 'owned',
    owners: ['ent_id'],
    from: { parent: 'rating_industries', key: 'industry_id', copies: { ent_id: 'ent_id' } },
  },
  rating_score_items: {
    kind: 'owned',
    owners: ['ent_id'],
    from: { parent: 'rating_criteria', key: 'criterion_id', copies: { ent_id: 'ent_id' } },
  },

  // Promotions of a buyer's programme (decision 0099): the buyer and the supplier targeted own
  // them; one for all the buyer's suppliers is an offer each of them reads in its quotes.
  promotions: {
    kind: 'owned',
    owners: ['buy_id', 'sup_id'],
    alsoSeen: {
      when: 'sup_id IS NULL',
      reason:
        'a promotion for every supplier of a buyer prices each of their quotes, inside their own requests',
    },
  },
  promotion_applications: { kind: 'owned', owners: ['sup_id', 'buy_id'] },

  // The funder's own workings.
  funder_profiles: { kind: 'funder' },
  ca_assignments: { kind: 'funder' },
  integration_logs: { kind: 'funder' },
  daily_runs: { kind: 'funder' },
  app_secrets: { kind: 'funder' },
  // The originals the funder keeps and its thresholds for them (decision 0093).
  custody_documents: { kind: 'funder' },
  custody_thresholds: { kind: 'funder' },
  // A buyer's points ledger and voucher requests are its own (decision 0100).
  point_movements: { kind: 'owned', owners: ['ent_id'] },
  voucher_requests: { kind: 'owned', owners: ['ent_id'] },
  point_settings: { kind: 'shared', reason: "the points scheme's rule, which every buyer is shown" },
  voucher_categories: { kind: 'shared', reason: 'the voucher catalogue every buyer redeems from' },
  kpi_settings: { kind: 'funder' },
  lending_packs: { kind: 'funder' },
  lending_pack_partners: { kind: 'funder' },
  lending_pack_ratings: { kind: 'funder' },
  // Savings packs: the funder's own book, MASTER and SUBMASTER only (decision 0107).
  savings_classes: { kind: 'funder' },
  savings_members: { kind: 'funder' },
  savings_packs: { kind: 'funder' },
  savings_placements: { kind: 'funder' },
  savings_movements: { kind: 'funder' },
  savings_member_history: { kind: 'funder' },
  savings_sources: { kind: 'funder' },
  savings_transfers: { kind: 'funder' },

  enterprises: {
    kind: 'shared',
    reason: 'the directory: counterparties read each other’s names, codes and kinds on every trade',
  },
  users: {
    kind: 'shared',
    reason:
      'the people behind records (creator, assignee, CRM, signer) are named across companies; ' +
      'sign-in reads it before any scope is known; member lists keep ownedBy',
  },
  public_holidays: { kind: 'shared', reason: 'reference data every business date depends on' },
  business_clock: { kind: 'shared', reason: 'the business date every request reads' },
  status_history: {
    kind: 'shared',
    reason: 'one polymorphic trail appended by every use-case; read only through an owned record',
  },
  audit_log: { kind: 'shared', reason: 'appended by every use-case whoever acts; read by funder staff only' },
  mail_outbox: { kind: 'shared', reason: 'mail queued by any company’s action and sent by the platform' },
  payment_requests: { kind: 'shared', reason: `idempotency keys: ${MECHANISM}` },
  rate_limits: { kind: 'shared', reason: `request counters: ${MECHANISM}` },
  revoked_tokens: { kind: 'shared', reason: `signed-out sessions: ${MECHANISM}` },
  oidc_models: { kind: 'shared', reason: `the OpenID provider's sessions and codes: ${MECHANISM}` },
  oidc_keys: { kind: 'shared', reason: `the OpenID provider's signing keys: ${MECHANISM}` },
  sign_in_addresses: { kind: 'shared', reason: `known sign-in addresses: ${MECHANISM}` },
  signing_authority: {
    kind: 'shared',
    reason:
      'the platform CA (its key sealed by the vault), loaded inside whichever user’s signing transaction',
  },
  suppliers: {
    kind: 'shared',
    reason:
      'a supplier’s profile (its limit) is read by the buyers that list it, to judge its ' +
      'eligibility; to narrow to those buyers by a policy on buyer_suppliers (decision 0072)',
  },
  signing_certificates: {
    kind: 'shared',
    reason:
      'certificates are public by nature: a signature on a company’s document names the other ' +
      'party’s (the platform’s); private keys are sealed by the vault',
  },
  otp_codes: { kind: 'shared', reason: `one-time codes: ${MECHANISM}` },
  user_invitations: { kind: 'shared', reason: `invitation tokens, read before sign-in: ${MECHANISM}` },
  password_resets: { kind: 'shared', reason: `password-reset tokens, read before sign-in: ${MECHANISM}` },
};
