import { CATEGORY_BUSINESS_ACCESS } from '@arflow/domain/access/category-business';
import {
  type IndustryForm,
  type IndustryRatesForm,
  industryDetailResponse,
  industryListResponse,
  type ParameterForm,
  parameterListResponse,
  type RatingBandsForm,
  ratingBandsResponse,
  type ScoreItemsForm,
  type SupplierScoreForm,
  supplierScoreResponse,
} from '@arflow/domain/api/category-business';
import { allows } from '@arflow/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { useSession } from '../../shared/session/session.ts';

const B = '/category-business';
const keys = {
  all: ['category-business'] as const,
  industries: ['category-business', 'industries'] as const,
  industry: (id: number) => ['category-business', 'industry', id] as const,
  parameters: ['category-business', 'parameters'] as const,
  bands: ['category-business', 'bands'] as const,
  score: (id: number) => ['category-business', 'score', id] as const,
};

export function useIndustries() {
  return useQuery({
    queryKey: keys.industries,
    queryFn: ({ signal }) => call(`${B}/industries`, { signal, schema: industryListResponse }),
  });
}

export function useIndustry(id: number) {
  return useQuery({
    queryKey: keys.industry(id),
    queryFn: ({ signal }) => call(`${B}/industries/${id}`, { signal, schema: industryDetailResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useParameters() {
  return useQuery({
    queryKey: keys.parameters,
    queryFn: ({ signal }) => call(`${B}/parameters`, { signal, schema: parameterListResponse }),
  });
}

export function useBands() {
  return useQuery({
    queryKey: keys.bands,
    queryFn: ({ signal }) => call(`${B}/ratings`, { signal, schema: ratingBandsResponse }),
  });
}

export function useSupplierScore(id: number) {
  return useQuery({
    queryKey: keys.score(id),
    queryFn: ({ signal }) => call(`${B}/suppliers/${id}/score`, { signal, schema: supplierScoreResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** Every save changes what several views show (totals, counts, scores): refresh the module's data. */
function useSave<Body, Answer>(post: (body: Body) => Promise<Answer>) {
  return useRefreshingMutation(keys.all, post);
}

export const useSaveIndustry = (id?: number) =>
  useSave((body: IndustryForm) =>
    call(id ? `${B}/industries/${id}` : `${B}/industries`, {
      method: 'POST',
      body,
      schema: industryDetailResponse,
    }),
  );
export const useSaveParameter = (id?: number) =>
  useSave((body: ParameterForm) =>
    call(id ? `${B}/parameters/${id}` : `${B}/parameters`, {
      method: 'POST',
      body,
      schema: parameterListResponse,
    }),
  );
export const useSaveRates = (id: number) =>
  useSave((body: IndustryRatesForm) =>
    call(`${B}/industries/${id}/rates`, { method: 'POST', body, schema: industryDetailResponse }),
  );
export const useSaveScoreItems = (criterionId: number) =>
  useSave((body: ScoreItemsForm) =>
    call(`${B}/criteria/${criterionId}/items`, { method: 'POST', body, schema: industryDetailResponse }),
  );
export const useSaveBands = () =>
  useSave((body: RatingBandsForm) =>
    call(`${B}/ratings`, { method: 'POST', body, schema: ratingBandsResponse }),
  );
export const useSaveScore = (supplierId: number) =>
  useSave((body: SupplierScoreForm) =>
    call(`${B}/suppliers/${supplierId}/score`, { method: 'POST', body, schema: supplierScoreResponse }),
  );

/** Whether the user manages the rating model (spec §6 Credit rating: MASTER, SUBMASTER, CA_MANAGER). */
export function useCanManage(): boolean {
  const { user } = useSession();
  return allows(CATEGORY_BUSINESS_ACCESS.manage, user);
}
