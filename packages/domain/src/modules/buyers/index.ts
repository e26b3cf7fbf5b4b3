import { BUYERS_ACCESS } from '../../access/buyers.ts';
import { defineDomainModule } from '../define.ts';

export const buyersDomain = defineDomainModule({ name: 'buyers', access: [BUYERS_ACCESS] });
