import { INTEGRATION_ACCESS } from '../../access/integration.ts';
import { defineDomainModule } from '../define.ts';

export const integrationDomain = defineDomainModule({ name: 'integration', access: [INTEGRATION_ACCESS] });
