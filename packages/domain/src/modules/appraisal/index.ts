import { APPRAISAL_ACCESS } from '../../access/appraisal.ts';
import { defineDomainModule } from '../define.ts';

export const appraisalDomain = defineDomainModule({ name: 'appraisal', access: [APPRAISAL_ACCESS] });
