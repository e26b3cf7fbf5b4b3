import { LEGAL_RECORDS_ACCESS } from '../../access/legal-records.ts';
import { defineDomainModule } from '../define.ts';
import { LEGAL_RECORDS_ERRORS } from './errors.ts';

export const legalRecordsDomain = defineDomainModule({
  name: 'legal-records',
  access: [LEGAL_RECORDS_ACCESS],
  errors: LEGAL_RECORDS_ERRORS,
});
