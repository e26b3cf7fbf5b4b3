import type { StatusActionForm, statusResponse } from '@arflow/domain/api/companies';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Flex, Spin } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { PipelineSteps } from './PipelineSteps.tsx';
import { pipelineTexts } from './pipeline-texts.ts';

/** The panel's title per kind, named literally so the type checker and the key test see each. */
const PIPELINE_TITLES = {
  partner: 'partners.pipeline.title',
  supplier: 'suppliers.pipeline.title',
} as const;
/**
 * A partner's or supplier's pipeline card (spec §4): its status, the steps the server allows this
 * user now (`PipelineSteps`) and the history of steps with their reasons, in the area's words
 * (`<kind>s.pipeline.*`). The area passes its queries and test ids.
 */
export function PipelinePanel(
  props: {
    kind: 'partner' | 'supplier';
    /** The area's hooks of GET and POST `/<area>/{id}/status`, called here so the card fetches when shown. */
    usePipeline: (id: number) => UseQueryResult<z.infer<typeof statusResponse>>;
    useChange: (id: number) => {
      mutateAsync: (body: StatusActionForm) => Promise<unknown>;
      isPending: boolean;
    };
    /** The card's test id; its load error's is this with `-error`. */
    testId: string;
  } & Omit<ComponentProps<typeof PipelineSteps>, 'kind' | 'labels' | 'texts' | 'allowed' | 'run' | 'pending'>,
) {
  const { t } = useTranslation();
  const { usePipeline, useChange, testId, ...steps } = props;
  const words = pipelineTexts(`${props.kind}s`);
  const pipeline = usePipeline(props.entId);
  const change = useChange(props.entId);
  if (pipeline.isPending) return <Spin />;
  if (pipeline.isError) {
    return (
      <LoadError error={pipeline.error} onRetry={() => void pipeline.refetch()} testId={`${testId}-error`} />
    );
  }
  const { data, history, actions } = pipeline.data;
  return (
    <Card
      size="small"
      title={t(PIPELINE_TITLES[props.kind])}
      data-testid={testId}
      extra={<StatusTag status={PARTNER_LEAD_STATUS_LABELS[data.status]} code={data.status} />}
    >
      <Flex vertical gap={16}>
        <PipelineSteps
          {...steps}
          labels={words.labels}
          texts={words.texts}
          allowed={actions}
          run={async (action, reason, documents) => {
            await change.mutateAsync({ action, reason, ...(documents ? { documents } : {}) });
            // The step's answer changes the status and the allowed steps shown here.
            await pipeline.refetch();
          }}
          pending={change.isPending}
        />
        <HistoryTimeline
          testId={testId}
          entries={history}
          statuses={PARTNER_LEAD_STATUS_LABELS}
          actions={words.history}
          fields={{}}
        />
      </Flex>
    </Card>
  );
}
