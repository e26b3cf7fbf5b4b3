import type { ApiHarness } from '../../../test/api.ts';
import { SAMPLES } from '../../../test/files.ts';

/** The loan's step calls as the tests make them: an adjust action, a slip upload with its action. */
export function lendingCalls(h: ApiHarness) {
  return {
    adjust: (id: number, body: object, user: string) =>
      h.post(`/api/partner/lending/${id}/adjust`, body, user),
    slip: (id: number, action: string, user: string) =>
      h.send(
        `/api/partner/lending/${id}/payment-slip/upload-file`,
        [
          { name: 'action', value: action },
          { name: 'file', filename: 'uy-nhiem-chi.pdf', content: SAMPLES.pdf, type: 'application/pdf' },
        ],
        user,
      ),
  };
}
