import { CATEGORY_BUSINESS_ACCESS } from '../../access/category-business.ts';
import { defineDomainModule } from '../define.ts';
import { CATEGORY_BUSINESS_ERRORS } from './errors.ts';

export const categoryBusinessDomain = defineDomainModule({
  name: 'category-business',
  access: [CATEGORY_BUSINESS_ACCESS],
  errors: CATEGORY_BUSINESS_ERRORS,
});
