import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The zod validator, guarded: a refinement that throws on odd input (a bug in a schema) answers
 * 422 'invalid' instead of 500, because no bad input may produce a 500.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    try {
      return validate(data);
    } catch (err) {
      return {
        error: [
          {
            keyword: 'custom',
            instancePath: '',
            schemaPath: '#',
            message: 'invalid',
            params: { cause: String(err) },
            // Marks the issue as a zod one so the error handler maps it like the others.
            [Symbol.for('ZodFastifySchemaValidationError')]: true,
          },
        ],
      } as unknown as ReturnType<typeof validate>;
    }
  };
};
