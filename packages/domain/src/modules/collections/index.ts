import { COLLECTIONS_ACCESS } from '../../access/collections.ts';
import { defineDomainModule } from '../define.ts';

export const collectionsDomain = defineDomainModule({ name: 'collections', access: [COLLECTIONS_ACCESS] });
