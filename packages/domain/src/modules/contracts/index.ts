import { CONTRACTS_ACCESS } from '../../access/contracts.ts';
import { defineDomainModule } from '../define.ts';
import { CONTRACTS_ERRORS } from './errors.ts';

export const contractsDomain = defineDomainModule({
  name: 'contracts',
  access: [CONTRACTS_ACCESS],
  errors: CONTRACTS_ERRORS,
});
