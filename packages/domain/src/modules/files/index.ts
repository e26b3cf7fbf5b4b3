import { FILES_ACCESS } from '../../access/files.ts';
import { defineDomainModule } from '../define.ts';

export const filesDomain = defineDomainModule({ name: 'files', access: [FILES_ACCESS] });
