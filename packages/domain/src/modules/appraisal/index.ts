import { defineDomainModule } from '../define.ts';

export const appraisalDomain = defineDomainModule({ name: 'appraisal' });
