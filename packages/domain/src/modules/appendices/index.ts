import { APPENDICES_ACCESS } from '../../access/appendices.ts';
import { defineDomainModule } from '../define.ts';
import { APPENDICES_ERRORS } from './errors.ts';

export const appendicesDomain = defineDomainModule({
  name: 'appendices',
  access: [APPENDICES_ACCESS],
  errors: APPENDICES_ERRORS,
});
