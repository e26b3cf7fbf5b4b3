/** The OpenAPI summary of each coordination route (docs.int.test.ts wants a sentence for each). */
export const SUMMARIES: Record<string, string> = {
  '/funding-coordination/program-config/active': "A partner's funding programme in force with its structure",
  '/funding-coordination/program-config/history':
    "List the versions of a partner's funding programme (paged)",
  '/funding-coordination/program-config/transaction-structure-history':
    "List a funding programme's transaction structures (paged)",
  '/guarantee-coordination/program-config/active':
    "A partner's guarantee programme in force with its structure",
  '/guarantee-coordination/program-config/history':
    "List the versions of a partner's guarantee programme (paged)",
  '/guarantee-coordination/program-config/transaction-structure-history':
    "List a guarantee programme's transaction structures (paged)",
  '/guarantee-coordination/list-contract': "List guarantee partners' contracts (paged)",
  '/funding-coordination-announcement/funding-request/list': 'List funding requests to partners (paged)',
  '/funding-coordination-announcement/funding-request/list-evidence':
    'List the receivables evidencing funding requests (paged)',
  '/funding-coordination-announcement/funding-payment/list': 'List the receivables a partner funded (paged)',
  '/funding-coordination-announcement/funding-payment/list-notice': 'List funding payment notices (paged)',
  '/guarantee-coordination-announcement/guarantee-request/list':
    'List guarantee requests to partners (paged)',
  '/guarantee-coordination-announcement/guarantee-payment/list':
    'List the receivables under disbursed guarantees (paged)',
  '/guarantee-coordination-announcement/guarantee-payment/list-notice':
    'List guarantee fee payment notices (paged)',
  '/referral-coordination/program-config/list-referral-partners':
    'List the companies a referral partner referred (paged)',
  '/partner-payment/referral/list-referred-partner': 'List every referred company (paged)',
  '/partner-payment/funding/list-funded-ars': 'List the receivables of partner-funded transactions (paged)',
  '/funding-coordination/transaction-history/funded-ars':
    'List the receivables of the trades a funding partner funded, by due date (paged)',
  '/partner-payment/funding/list-funded-ars-not-complete':
    'List the partner-funded receivables not yet settled (paged)',
  '/partner-payment/funding/list-payment-notice': 'List funding requests and payment notices (paged)',
  '/partner-payment/guarantee/list-guarantee-ars': 'List the receivables under approved guarantees (paged)',
  '/partner-payment/guarantee/list-trans-completion-payment-notice':
    'List guarantee completion payment notices (paged)',
  '/partner-payment/referral/list-trans-payment-notice': 'List referral commission payment notices (paged)',
  '/partner-payment/referral/list-termination-notice': 'List referral termination notices (paged)',
  '/referral-coordination/transaction-history':
    "List a referral partner's commission payment and termination notices (paged)",
  '/partner-payment/list/:ent_type': 'List corporate or individual partners with their open notices (paged)',
  '/partner-payment/partner/:id': "A partner's payments: programmes in force and the caller's notice flags",
  '/partner-payment/payment-method/type/:type': 'The payment types of a kind of partner',
  '/partner-payment/funding/create-notice': "Ask a transaction's funding partner to fund its share",
  '/partner-payment/funding/change-notice':
    'Withdraw a funding request the partner has not applied and send it again for the transaction as it now is',
  '/partner-payment/guarantee/create-notice': "Ask a guarantee partner to guarantee a transaction's advance",
  '/partner-payment/funding/create-payment-notice':
    'Pay a funding partner back its share with the return, on a request it applied',
  '/partner-payment/guarantee/create-payment-notice':
    'Pay a guarantee partner its fee on a disbursed guarantee',
  '/partner-payment/referral/create-termination-notice':
    'Notify a referral partner that its cooperation ends',
  '/referral-coordination/commission/list': "List a referral partner's commissions (paged)",
  '/partner-payment/referral/list-commission': "List referral partners' commissions (paged)",
  '/partner-payment/referral/compute-commission':
    'Compute the referral commissions of the transactions paid early for referred companies',
  '/partner-payment/referral/commission/:id/pay': 'Pay a referral commission in part or in full (idempotent)',
  '/partner-notice/:id': 'Get a partner notice with its actions',
  '/partner-notice/:id/confirm': 'The partner confirms a notice',
  '/partner-notice/:id/reject': 'The partner rejects a notice with a reason',
  '/partner-notice/:id/cancel': 'The funder withdraws a notice with a reason',
  '/guarantee-notice/:guarantee_id/approve': 'The guarantee partner approves a guarantee request',
  '/guarantee-notice/:guarantee_id/reject': 'The guarantee partner rejects a guarantee request with a reason',
  '/guarantee-notice/:guarantee_id/disburse': 'Disburse the advance a guarantee covers',
  '/guarantee-notice/:guarantee_id/cancel': 'The funder withdraws a guarantee request with a reason',
  '/partner-setup/:id/program/:program_id/type/:type/transaction-structure/':
    "Upload a programme's transaction structure with its manual notice",
};
