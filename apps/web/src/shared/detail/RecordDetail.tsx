import { EditOutlined } from '@ant-design/icons';
import type { StatusLabel } from '@arflow/domain/statuses/tone';
import { Card, Col, Flex, Row, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type SchemaFormProps } from '../forms/SchemaForm.tsx';
import { HistoryTimeline, type HistoryTimelineProps } from '../widgets/HistoryTimeline.tsx';
import { StatusTag } from '../widgets/StatusTag.tsx';
import { type ActionSpec, WorkflowActions } from '../widgets/WorkflowActions.tsx';

export interface RecordDetailProps<Body, A extends string> {
  /** Test id prefix: `<id>-detail-page`, `<id>-edit`, and the form's and timeline's own. */
  id: string;
  title: ReactNode;
  status: { label: StatusLabel; code: string };
  /** The actions the server allows now (the detail answer's `actions`). */
  allowed: readonly A[];
  /** The workflow action that opens the form for editing ('update'), if the record has one. */
  edit?: A;
  /** The other actions' buttons; an action the server does not allow is not shown. */
  specs?: Partial<Record<A, ActionSpec>>;
  form: Pick<SchemaFormProps<Body, unknown>, 'schema' | 'fields' | 'initial' | 'submit' | 'saving'>;
  history: Omit<HistoryTimelineProps, 'testId' | 'fields'>;
}

/**
 * A record's page: title and status, the workflow's buttons, the record as a read-only form that
 * the edit action turns editable, and its timeline. No status is tested here: the buttons are
 * the server's `actions`, so workflow, API and screen agree.
 */
export function RecordDetail<Body, A extends string>(props: RecordDetailProps<Body, A>) {
  const { id, title, status, allowed, edit, specs, form, history } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editSpec: Partial<Record<A, ActionSpec>> = edit
    ? ({
        [edit]: {
          label: 'common.actions.edit',
          testId: `${id}-edit`,
          icon: <EditOutlined />,
          run: () => setEditing(true),
        },
      } as Partial<Record<A, ActionSpec>>)
    : {};
  return (
    <div data-testid={`${id}-detail-page`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <StatusTag status={status.label} code={status.code} />
        </Space>
        {!editing && <WorkflowActions allowed={allowed} specs={{ ...editSpec, ...specs }} />}
      </Flex>
      <Row gutter={24}>
        <Col xs={24} lg={16}>
          <SchemaForm
            key={editing ? 'edit' : 'view'}
            id={id}
            {...form}
            readOnly={!editing}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('common.history.title')} size="small">
            <HistoryTimeline testId={id} fields={form.fields} {...history} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
