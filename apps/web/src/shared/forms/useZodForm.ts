import type { FormInstance, FormRule } from 'antd';
import { useCallback } from 'react';
import type { ApiError } from '../api/api-error.ts';
import { useLocale } from '../locale/useLocale.ts';
import { fieldErrors, parseForm, type SchemaLike } from './zod-form.ts';

/**
 * antd Form rules built from a domain zod schema: each field is checked by parsing the whole
 * form (so object-level rules such as a matching confirmation work) and keeping that field's
 * messages, translated like the server's (same schema, same texts).
 */
export function useZodForm<T>(schema: SchemaLike<T>, form: FormInstance) {
  const { locale } = useLocale();

  const rule = useCallback(
    (name: string): FormRule[] => [
      {
        validator: async () => {
          const messages = fieldErrors(schema, form.getFieldsValue(), locale)[name];
          if (messages && messages.length > 0) throw new Error(messages[0]);
        },
      },
    ],
    [schema, form, locale],
  );

  /** Parses the form into the request body; on failure shows the messages on their fields. */
  const parse = useCallback((): T | null => {
    const parsed = parseForm(schema, form.getFieldsValue(), locale);
    if (parsed.ok) return parsed.data;
    form.setFields(Object.entries(parsed.errors).map(([name, errors]) => ({ name, errors })));
    return null;
  }, [schema, form, locale]);

  /** Shows a 422 answer's field messages on the form's fields; answers whether any was shown. */
  const showServerErrors = useCallback(
    (error: ApiError): boolean => {
      const known = new Set(Object.keys(form.getFieldsValue()));
      const fields = Object.entries(error.fields).filter(([name]) => known.has(name));
      form.setFields(fields.map(([name, errors]) => ({ name, errors })));
      return fields.length > 0;
    },
    [form],
  );

  return { rule, parse, showServerErrors };
}
