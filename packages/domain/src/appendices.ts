import type { AppendixStatus, ReferenceAppendixStatus } from './statuses/contract.ts';
import type { ReferredPartnerStatus } from './statuses/partner.ts';

/**
 * The reference status of an appendix (spec §4 "Reference appendix: -1 reject, 1 waiting upload
 * or system company, 2 waiting system company or partner sign, else complete") is the short view
 * of its full status: waiting for the system company to generate (1), a hard copy to be uploaded
 * (4) or confirmed (5) reads 1; waiting for either e-signature (2, 3) reads 2; complete reads 3.
 */
export function referenceStatusOf(status: AppendixStatus): ReferenceAppendixStatus {
  switch (status) {
    case -1:
      return -1;
    case 1:
    case 4:
    case 5:
      return 1;
    case 2:
    case 3:
      return 2;
    case 6:
      return 3;
  }
}

/**
 * A company referred under an appendix is confirming until the appendix is complete, active
 * then, and deactivated when the appendix is rejected or its commission switched off.
 */
export function referredStatusOf(status: AppendixStatus, commissionStatus: number): ReferredPartnerStatus {
  if (status === -1 || commissionStatus === 1) return 'DEACTIVATED';
  return status === 6 ? 'ACTIVE' : 'CONFIRMING';
}

/** The contract type of an appendix's document in the signing store. */
export const APPENDIX_DOCUMENT_TYPE = 'REFERRAL_APPENDIX' as const;

/** The appendix number: one sequence for the platform, e.g. 'PLGT-2026-000012'. */
export const appendixNumber = (year: number, id: number) => `PLGT-${year}-${String(id).padStart(6, '0')}`;
