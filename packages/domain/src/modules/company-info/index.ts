import { defineDomainModule } from '../define.ts';

export const companyInfoDomain = defineDomainModule({ name: 'company-info' });
