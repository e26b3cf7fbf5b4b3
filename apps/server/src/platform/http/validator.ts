import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

// zod's default text for unknown keys joins every key into one string (75,000 keys: a 1 MiB
// sign-in body), and the error handler never shows it: it names each key from `keys`.
z.config({ customError: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown_field' : undefined) });

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
