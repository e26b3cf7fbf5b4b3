import { EARLY_RATES_ACCESS } from '../../access/early-rates.ts';
import { defineDomainModule } from '../define.ts';
import { EARLY_RATES_ERRORS } from './errors.ts';

export const earlyRatesDomain = defineDomainModule({
  name: 'early-rates',
  access: [EARLY_RATES_ACCESS],
  errors: EARLY_RATES_ERRORS,
});
