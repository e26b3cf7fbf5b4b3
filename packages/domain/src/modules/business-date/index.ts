import { BUSINESS_DATE_ACCESS } from '../../access/business-date.ts';
import { defineDomainModule } from '../define.ts';
import { BUSINESS_DATE_ERRORS } from './errors.ts';

export const businessDateDomain = defineDomainModule({
  name: 'business-date',
  access: [BUSINESS_DATE_ACCESS],
  errors: BUSINESS_DATE_ERRORS,
});
