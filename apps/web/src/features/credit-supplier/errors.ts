import { ApiError } from '../../shared/api/api-error.ts';

/** A refusal as one line: the server's message and its field messages (already in the user's language). */
export function refusalText(e: unknown): string {
  if (!(e instanceof ApiError)) return String(e);
  return [...e.messages, ...Object.values(e.fields).flat()]
    .filter((m, i, all) => all.indexOf(m) === i)
    .join(' ');
}
