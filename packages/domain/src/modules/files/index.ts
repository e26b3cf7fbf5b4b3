import { defineDomainModule } from '../define.ts';

export const filesDomain = defineDomainModule({ name: 'files' });
