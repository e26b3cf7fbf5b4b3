import { PARTNERS_ACCESS } from '../../access/partners.ts';
import { defineDomainModule } from '../define.ts';

export const partnersDomain = defineDomainModule({ name: 'partners', access: [PARTNERS_ACCESS] });
