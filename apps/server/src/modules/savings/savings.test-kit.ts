import { useApiHarness } from '../../../test/api.ts';
import type { Clock } from '../../platform/clock.ts';

/**
 * The savings API tests' setup: one test app on the given business clock, calls signed in as a
 * funder user in a language (English unless told), and codes unique to the run.
 */
export function useSavingsApi(clock: Clock) {
  const api = useApiHarness({ clock });
  let seq = 0;
  return {
    get t() {
      return api.t;
    },
    /** How many codes `uid` has made: a number unique to the file's run. */
    get seq() {
      return seq;
    },
    call(method: 'GET' | 'POST', url: string, user: string, payload?: unknown, lang = 'en') {
      const headers = { 'accept-language': lang };
      return method === 'GET'
        ? api.get(`/api${url}`, user, headers)
        : api.post(`/api${url}`, payload, user, headers);
    },
    uid() {
      seq += 1;
      return `${process.pid % 10_000}-${seq}`;
    },
  };
}
