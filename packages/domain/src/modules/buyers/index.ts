import { defineDomainModule } from '../define.ts';

export const buyersDomain = defineDomainModule({ name: 'buyers' });
