import type { DomainModule } from '../define.ts';
import { SAMPLE_SCREENS } from './screens.ts';

export const sampleDomain: DomainModule = {
  screens: SAMPLE_SCREENS,
};
