import { CREDIT_BUYER_ACCESS } from '../../access/credit-buyer.ts';
import { defineDomainModule } from '../define.ts';
import { CREDIT_BUYER_ERRORS } from './errors.ts';

export const creditBuyerDomain = defineDomainModule({
  name: 'credit-buyer',
  access: [CREDIT_BUYER_ACCESS],
  errors: CREDIT_BUYER_ERRORS,
});
