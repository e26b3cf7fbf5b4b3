import { PAYMENTS_ACCESS } from '../../access/payments.ts';
import { defineDomainModule } from '../define.ts';
import { PAYMENTS_ERRORS } from './errors.ts';

export const paymentsDomain = defineDomainModule({
  name: 'payments',
  access: [PAYMENTS_ACCESS],
  errors: PAYMENTS_ERRORS,
});
