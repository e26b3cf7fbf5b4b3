import { ELIGIBILITY_ACCESS } from '../../access/eligibility.ts';
import { defineDomainModule } from '../define.ts';

export const eligibilityDomain = defineDomainModule({ name: 'eligibility', access: [ELIGIBILITY_ACCESS] });
