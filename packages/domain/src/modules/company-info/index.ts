import { COMPANY_INFO_ACCESS } from '../../access/company-info.ts';
import { defineDomainModule } from '../define.ts';

export const companyInfoDomain = defineDomainModule({ name: 'company-info', access: [COMPANY_INFO_ACCESS] });
