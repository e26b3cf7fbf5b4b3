import { z } from 'zod';
import { recordIdParam } from '../validation.ts';

/** Path parameters shared by every module. */
export const idParam = z.strictObject({ id: recordIdParam() });
