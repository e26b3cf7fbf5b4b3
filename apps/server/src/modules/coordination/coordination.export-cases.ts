import {
  COMMISSION_COLUMNS,
  FUNDED_AR_COLUMNS,
  NOTICE_AR_COLUMNS,
  NOTICE_COLUMNS,
  PARTNER_CONTRACT_COLUMNS,
  PARTNER_PAYMENT_COLUMNS,
  PROGRAM_COLUMNS,
  REFERRED_PARTNER_COLUMNS,
  STRUCTURE_COLUMNS,
} from '@arflow/domain/api/coordination';
import type { ListColumn } from '@arflow/domain/api/paging';
import type { ExportCase } from '../../../test/export-case.ts';

const post = (
  url: string,
  user: string,
  columns: readonly ListColumn[],
  key: string,
  sort: string,
): ExportCase => ({
  method: 'POST',
  url: `/api${url}`,
  user,
  input: { search_condition: {}, sort_column: sort, sort_direction: 'DESC' },
  columns,
  key,
});

/** Every coordination list, read as the demo partner of its kind or as the funder's accountant. */
export const EXPORT_CASES: ExportCase[] = [
  ...(
    [
      ['funding', 'partner1'],
      ['guarantee', 'partner2'],
    ] as const
  ).flatMap(([kind, user]) => [
    post(`/${kind}-coordination/program-config/history`, user, PROGRAM_COLUMNS, 'version', 'version'),
    post(
      `/${kind}-coordination/program-config/transaction-structure-history`,
      user,
      STRUCTURE_COLUMNS,
      'version',
      'created_at',
    ),
  ]),
  post('/guarantee-coordination/list-contract', 'master', PARTNER_CONTRACT_COLUMNS, 'number', 'number'),
  ...(
    [
      ['/funding-coordination-announcement/funding-request/list', 'partner1'],
      ['/funding-coordination-announcement/funding-payment/list-notice', 'partner1'],
      ['/guarantee-coordination-announcement/guarantee-request/list', 'partner2'],
      ['/guarantee-coordination-announcement/guarantee-payment/list-notice', 'partner2'],
      ['/partner-payment/funding/list-payment-notice', 'accountant'],
      ['/partner-payment/guarantee/list-trans-completion-payment-notice', 'accountant'],
      ['/partner-payment/referral/list-trans-payment-notice', 'accountant'],
      ['/partner-payment/referral/list-termination-notice', 'accountant'],
      ['/referral-coordination/transaction-history', 'partner3'],
    ] as const
  ).map(([url, user]) => post(url, user, NOTICE_COLUMNS, 'id', 'id')),
  ...(
    [
      ['/funding-coordination-announcement/funding-request/list-evidence', 'partner1'],
      ['/funding-coordination-announcement/funding-payment/list', 'partner1'],
      ['/guarantee-coordination-announcement/guarantee-payment/list', 'partner2'],
      ['/partner-payment/guarantee/list-guarantee-ars', 'accountant'],
    ] as const
  ).map(([url, user]) => post(url, user, NOTICE_AR_COLUMNS, 'inv_no', 'inv_no')),
  post(
    '/referral-coordination/program-config/list-referral-partners',
    'partner3',
    REFERRED_PARTNER_COLUMNS,
    'enterprise_code',
    'enterprise_code',
  ),
  post(
    '/partner-payment/referral/list-referred-partner',
    'accountant',
    REFERRED_PARTNER_COLUMNS,
    'enterprise_code',
    'enterprise_code',
  ),
  post('/partner-payment/funding/list-funded-ars', 'accountant', FUNDED_AR_COLUMNS, 'inv_no', 'inv_no'),
  post(
    '/funding-coordination/transaction-history/funded-ars',
    'partner1',
    FUNDED_AR_COLUMNS,
    'inv_no',
    'inv_no',
  ),
  post(
    '/partner-payment/funding/list-funded-ars-not-complete',
    'accountant',
    FUNDED_AR_COLUMNS,
    'inv_no',
    'inv_no',
  ),
  {
    ...post('/partner-payment/list/:ent_type', 'accountant', PARTNER_PAYMENT_COLUMNS, 'code', 'code'),
    url: '/api/partner-payment/list/corporate',
  },
  post('/referral-coordination/commission/list', 'partner3', COMMISSION_COLUMNS, 'trans_code', 'amount'),
  post('/partner-payment/referral/list-commission', 'accountant', COMMISSION_COLUMNS, 'trans_code', 'amount'),
];
