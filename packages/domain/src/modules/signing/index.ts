import { SIGNING_ACCESS } from '../../access/signing.ts';
import { defineDomainModule } from '../define.ts';
import { SIGNING_ERRORS } from './errors.ts';

export const signingDomain = defineDomainModule({
  name: 'signing',
  access: [SIGNING_ACCESS],
  errors: SIGNING_ERRORS,
});
