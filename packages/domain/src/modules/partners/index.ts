import { defineDomainModule } from '../define.ts';

export const partnersDomain = defineDomainModule({ name: 'partners' });
