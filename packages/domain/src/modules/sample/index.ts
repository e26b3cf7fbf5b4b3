import { defineDomainModule } from '../define.ts';
import { SAMPLE_SCREENS } from './screens.ts';

export const sampleDomain = defineDomainModule({
  name: 'sample',
  screens: SAMPLE_SCREENS,
});
