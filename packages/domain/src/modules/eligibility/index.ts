import { defineDomainModule } from '../define.ts';

export const eligibilityDomain = defineDomainModule({ name: 'eligibility' });
