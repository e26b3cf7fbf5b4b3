import { defineDomainModule } from '../define.ts';

export const collectionsDomain = defineDomainModule({ name: 'collections' });
