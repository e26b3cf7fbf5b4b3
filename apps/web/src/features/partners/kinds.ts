import type { PartnerForm } from '@arflow/domain/statuses/company';

/** The two partner forms of the funder's screens (spec §2 partner/corporate, partner/person). */
export type PartnerKindPath = 'corporate' | 'person';

export const PARTNER_PATHS = {
  corporate: { api: '/corporate', screen: '/fun/partner/corporate', form: 'CORPORATE' },
  person: { api: '/person', screen: '/fun/partner/person', form: 'PERSON' },
} as const satisfies Record<PartnerKindPath, { api: string; screen: string; form: PartnerForm }>;

/** Setup lists: corporate and person partners, and the combined partner-supplier (DOITAC_NCC) accounts. */
export type SetupKind = PartnerKindPath | 'individual';

/** Where a partner's own pages are, from its form. */
export const pathOfForm = (form: PartnerForm): PartnerKindPath =>
  form === 'PERSON' ? 'person' : 'corporate';
