import { Flex, Spin } from 'antd';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';
import { useFunderHome } from './api.ts';
import { CollectionSection, PaymentsSection, PipelineSection, ReviewSection } from './FunderSections.tsx';

/** The funder home's figures for the signed-in role (one call), each linking to its list. */
export function FunderFigures() {
  const ready = useModuleTexts('home');
  const home = useFunderHome();
  if (!ready || home.isPending) return <Spin />;
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  const h = home.data;
  return (
    <Flex vertical gap={16} data-testid="home-figures">
      {h.review && <ReviewSection review={h.review} />}
      {h.payments && <PaymentsSection payments={h.payments} />}
      {h.collection && <CollectionSection collection={h.collection} />}
      {h.pipeline && <PipelineSection pipeline={h.pipeline} />}
    </Flex>
  );
}
