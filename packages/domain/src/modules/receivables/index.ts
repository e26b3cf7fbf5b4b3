import { RECEIVABLES_ACCESS } from '../../access/receivables.ts';
import { defineDomainModule } from '../define.ts';
import { RECEIVABLES_ERRORS } from './errors.ts';

export const receivablesDomain = defineDomainModule({
  name: 'receivables',
  access: [RECEIVABLES_ACCESS],
  errors: RECEIVABLES_ERRORS,
});
