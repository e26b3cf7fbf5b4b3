import { ORGANISATION_ACCESS } from '../../access/organisation.ts';
import { defineDomainModule } from '../define.ts';
import { ORGANISATION_ERRORS } from './errors.ts';

export const organisationDomain = defineDomainModule({
  name: 'organisation',
  access: [ORGANISATION_ACCESS],
  errors: ORGANISATION_ERRORS,
});
