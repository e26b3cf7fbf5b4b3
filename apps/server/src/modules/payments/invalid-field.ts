import { AppError } from '../../platform/http/app-error.ts';

/** 422 on one field of a payment form: a value the form allows but the record refuses. */
export function invalidField(field: string): AppError {
  return new AppError('VALIDATION', { fields: { [field]: ['invalid'] } });
}
