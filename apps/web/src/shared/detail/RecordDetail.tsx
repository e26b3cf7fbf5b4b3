import { EditOutlined } from '@ant-design/icons';
import type { StatusLabel } from '@arflow/domain/statuses/tone';
import { Button, Card, Col, Flex, Row, Space, Tabs, type TabsProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type SchemaFormProps } from '../forms/SchemaForm.tsx';
import type { TextKey } from '../i18n-keys.ts';
import { HistoryTimeline, type HistoryTimelineProps } from '../widgets/HistoryTimeline.tsx';
import { StatusTag } from '../widgets/StatusTag.tsx';
import { type ActionSpec, WorkflowActions } from '../widgets/WorkflowActions.tsx';

/** Whether a record's form is open for editing; saving or cancelling closes it. */
export interface Editing {
  editing: boolean;
  start: () => void;
  done: () => void;
}

export function useEditing(): Editing {
  const [editing, setEditing] = useState(false);
  return { editing, start: () => setEditing(true), done: () => setEditing(false) };
}

/** The Edit button of a record whose right to edit is the user's, not a workflow action. */
export function EditButton({ edit, testId }: { edit: Editing; testId: string }) {
  const { t } = useTranslation();
  if (edit.editing) return null;
  return (
    <Button icon={<EditOutlined />} onClick={edit.start} data-testid={testId}>
      {t('common.actions.edit')}
    </Button>
  );
}

/** The workflow's edit action ('update') as the button that opens the form. */
export function editAction<A extends string>(
  action: A | undefined,
  edit: Editing,
  testId: string,
): Partial<Record<A, ActionSpec>> {
  if (!action) return {};
  return {
    [action]: { label: 'common.actions.edit', testId, icon: <EditOutlined />, run: edit.start },
  } as Partial<Record<A, ActionSpec>>;
}

export type RecordForm<Body> = Pick<
  SchemaFormProps<Body, unknown>,
  'schema' | 'fields' | 'initial' | 'submit' | 'saving'
>;

/** The record as a read-only form that the edit button turns editable. */
export function EditableForm<Body>({
  id,
  edit,
  form,
}: {
  id: string;
  edit: Editing;
  form: RecordForm<Body>;
}) {
  return (
    <SchemaForm
      key={edit.editing ? 'edit' : 'view'}
      id={id}
      {...form}
      readOnly={!edit.editing}
      onSaved={edit.done}
      onCancel={edit.done}
    />
  );
}

/** A record page's head: its title and status tags, and its buttons on the right. */
export function DetailHeader({
  title,
  titleTestId,
  tags,
  actions,
  level = 3,
}: {
  title: ReactNode;
  titleTestId?: string;
  /** 4 for a record shown inside another's page area (a receivable, a letter, a credit). */
  level?: 3 | 4;
  tags?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Space align="center" wrap>
        <Typography.Title level={level} style={{ margin: 0 }} data-testid={titleTestId}>
          {title}
        </Typography.Title>
        {tags}
      </Space>
      {actions}
    </Flex>
  );
}

export type RecordHistory = Omit<HistoryTimelineProps, 'testId' | 'fields'> & {
  /** Labels of the fields a history row may name, when they are more than the form's. */
  fields?: HistoryTimelineProps['fields'];
};

/** The editable record beside its timeline. */
export function RecordWithHistory<Body>({
  id,
  edit,
  form,
  history,
  wide = 'lg',
}: {
  id: string;
  edit: Editing;
  form: RecordForm<Body>;
  history: RecordHistory;
  /** From which screen width the two stand side by side. */
  wide?: 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={24}>
      <Col xs={24} {...{ [wide]: 16 }}>
        <EditableForm id={id} edit={edit} form={form} />
      </Col>
      <Col xs={24} {...{ [wide]: 8 }}>
        <Card title={t('common.history.title')} size="small">
          <HistoryTimeline testId={id} {...history} fields={history.fields ?? form.fields} />
        </Card>
      </Col>
    </Row>
  );
}

export interface RecordDetailProps<Body, A extends string> {
  /** Test id prefix: `<id>-detail-page`, `<id>-edit`, and the form's and timeline's own. */
  id: string;
  title: ReactNode;
  status?: { label: StatusLabel; code: string };
  /** More tags beside the status (a second status, the account's type). */
  tags?: ReactNode;
  /** The actions the server allows now (the detail answer's `actions`). */
  allowed: readonly A[];
  /** The workflow action that opens the form for editing ('update'), if the record has one. */
  edit?: A;
  /** The other actions' buttons; an action the server does not allow is not shown. */
  specs?: Partial<Record<A, ActionSpec>>;
  /** Buttons of the page's own before the workflow's (hidden while editing, like them). */
  extra?: ReactNode;
  form: RecordForm<Body>;
  history: RecordHistory;
  /** The record's other parts as tabs after its own ("info") tab. */
  tabs?: { testId: string; info: TextKey; items: NonNullable<TabsProps['items']>; destroyOnHidden?: boolean };
}

/**
 * A record's page: title and status, the workflow's buttons, the record as a read-only form that
 * the edit action turns editable, and its timeline. No status is tested here: the buttons are
 * the server's `actions`, so workflow, API and screen agree.
 */
export function RecordDetail<Body, A extends string>(props: RecordDetailProps<Body, A>) {
  const { id, status, allowed, specs, tabs } = props;
  const { t } = useTranslation();
  const edit = useEditing();
  const record = (
    <RecordWithHistory
      id={id}
      edit={edit}
      form={props.form}
      history={props.history}
      wide={tabs ? 'xl' : 'lg'}
    />
  );
  return (
    <div data-testid={`${id}-detail-page`}>
      <DetailHeader
        title={props.title}
        tags={
          <>
            {status && <StatusTag status={status.label} code={status.code} />}
            {props.tags}
          </>
        }
        actions={
          !edit.editing && (
            <Space wrap>
              {props.extra}
              <WorkflowActions
                allowed={allowed}
                specs={{ ...editAction(props.edit, edit, `${id}-edit`), ...specs }}
              />
            </Space>
          )
        }
      />
      {tabs ? (
        <Tabs
          data-testid={tabs.testId}
          destroyOnHidden={tabs.destroyOnHidden}
          items={[{ key: 'info', label: t(tabs.info), children: record }, ...tabs.items]}
        />
      ) : (
        record
      )}
    </div>
  );
}
