import { CREDIT_SUPPLIER_ACCESS } from '../../access/credit-supplier.ts';
import { defineDomainModule } from '../define.ts';
import { CREDIT_SUPPLIER_ERRORS } from './errors.ts';

export const creditSupplierDomain = defineDomainModule({
  name: 'credit-supplier',
  access: [CREDIT_SUPPLIER_ACCESS],
  errors: CREDIT_SUPPLIER_ERRORS,
});
