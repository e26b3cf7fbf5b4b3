import type { AppendixForm } from '@arflow/domain/api/appendices';
import type { AppendixAction } from '@arflow/domain/workflows/appendix';

export interface DemoAppendix {
  /** The referring partner's demo code. */
  partner: string;
  number: string;
  form: Omit<AppendixForm, 'referred_ids'>;
  /** Demo codes of the referred companies. */
  referred: readonly string[];
  path: readonly AppendixAction[];
  /** The commission switched on (3) once complete, so the funder can compute what it earned. */
  commissionOn?: true;
}

/**
 * Appendices of the two demo referral partners in the statuses a user meets first: asked for,
 * waiting for the partner's e-signature (doitacncc1 may sign it at once), waiting for a hard
 * copy, rejected, and one complete with its commission on, referring the buyer whose demo
 * transactions were paid early (so "compute commissions" finds what PTN03 earned).
 */
export const DEMO_APPENDICES: readonly DemoAppendix[] = [
  {
    partner: 'PTN03',
    number: 'PLGT-DEMO-0001',
    form: {
      type: 'BUYER',
      name: 'Giới thiệu bên mua khu vực phía Nam',
      code: 'GT-BUY-01',
      commission_rate: 0.5,
      payment_type: 2,
    },
    referred: ['BUY02'],
    path: ['request'],
  },
  {
    partner: 'PTN03',
    number: 'PLGT-DEMO-0002',
    form: {
      type: 'GUARANTEE',
      name: 'Giới thiệu đối tác bảo lãnh',
      code: 'GT-GUA-01',
      commission_rate: 0.3,
      payment_type: 3,
    },
    referred: ['PTN02'],
    path: ['request', 'request_hard_copy'],
  },
  {
    partner: 'PTN03',
    number: 'PLGT-DEMO-0003',
    form: {
      type: 'FUNDING',
      name: 'Giới thiệu đối tác cấp vốn',
      code: 'GT-FUN-01',
      commission_rate: 0.25,
      payment_type: 1,
    },
    referred: ['PTN01'],
    path: ['request', 'reject'],
  },
  {
    partner: 'DTN01',
    number: 'PLGT-DEMO-0004',
    form: {
      type: 'LENDING',
      name: 'Giới thiệu quỹ cho vay',
      code: 'GT-LEN-01',
      commission_rate: 0.4,
      payment_type: 2,
    },
    referred: ['PTN04'],
    path: ['request', 'generate'],
  },
  {
    partner: 'PTN03',
    number: 'PLGT-DEMO-0005',
    form: {
      type: 'BUYER',
      name: 'Giới thiệu Công ty Cổ phần Bán lẻ Sao Mai',
      code: 'GT-BUY-02',
      commission_rate: 0.5,
      payment_type: 2,
    },
    referred: ['BUY01'],
    path: ['request', 'request_hard_copy', 'upload', 'confirm'],
    commissionOn: true,
  },
];
