import { OWN_COMPANY_ACCESS, SUPPLIERS_ACCESS } from '../../access/suppliers.ts';
import { defineDomainModule } from '../define.ts';
import { SUPPLIERS_ERRORS } from './errors.ts';

export const suppliersDomain = defineDomainModule({
  name: 'suppliers',
  access: [SUPPLIERS_ACCESS, OWN_COMPANY_ACCESS],
  errors: SUPPLIERS_ERRORS,
});
