import { defineDomainModule } from '../define.ts';

export const integrationDomain = defineDomainModule({ name: 'integration' });
