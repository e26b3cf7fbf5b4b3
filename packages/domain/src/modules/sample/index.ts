import { SAMPLE_ACCESS } from '../../access/sample.ts';
import { defineDomainModule } from '../define.ts';
import { SAMPLE_SCREENS } from './screens.ts';

export const sampleDomain = defineDomainModule({
  name: 'sample',
  access: [SAMPLE_ACCESS],
  screens: SAMPLE_SCREENS,
});
