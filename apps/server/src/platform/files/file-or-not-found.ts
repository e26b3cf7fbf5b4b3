import { AppError } from '../http/app-error.ts';

/** The file of the first row a download's read answers, or 404 (another company's file, or none). */
export async function fileOrNotFound<F>(rows: Promise<{ file: F }[]>): Promise<F> {
  const [row] = await rows;
  if (!row) throw new AppError('NOT_FOUND');
  return row.file;
}
