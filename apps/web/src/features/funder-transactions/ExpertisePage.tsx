import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ExpertiseContent } from '@arflow/domain/api/funder-transactions';
import { EXPERTISE_RESULT_LABELS, EXPERTISE_RESULTS } from '@arflow/domain/statuses/document';
import { Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteId } from '../../shared/api/record-state.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import {
  FUNDER_LIST,
  funderListRequest,
  LIST_HOOKS,
  useExpertise,
  useFunderRights,
  useSaveExpertise,
} from './api.ts';
import { funderColumns, funderFilters } from './config.ts';
import { TransactionSubPage } from './TransactionSubPage.tsx';

type Level = 'OFFICER' | 'MANAGER';

function ExpertiseForm({ id, level, canEdit }: { id: number; level: Level; canEdit: boolean }) {
  const { t } = useTranslation();
  const show = useText();
  const dialog = useResultDialog();
  const current = useExpertise(id, level);
  const save = useSaveExpertise(id, level);
  const [form] = Form.useForm<ExpertiseContent>();
  if (current.isPending) return <Card loading />;
  const initial = current.data?.data.content ?? { items: [], conclusion: null };
  const submit = async (values: ExpertiseContent) => {
    try {
      await save.mutateAsync({ items: values.items ?? [], conclusion: values.conclusion ?? null });
      await dialog.success(t('funderTransactions.expertise.saved'));
    } catch (e) {
      await dialog.error(e);
    }
  };
  const title =
    level === 'OFFICER' ? 'funderTransactions.expertise.officer' : 'funderTransactions.expertise.manager';
  return (
    <Card title={t(title)} data-testid={`expertise-${level}`}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={!canEdit}>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'item']}
                    label={t('funderTransactions.expertise.item')}
                    rules={[{ required: true }]}
                  >
                    <Input maxLength={255} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'result']}
                    label={t('funderTransactions.expertise.result')}
                    rules={[{ required: true }]}
                  >
                    <Select
                      style={{ width: 160 }}
                      options={EXPERTISE_RESULTS.map((r) => ({
                        value: r,
                        label: show(EXPERTISE_RESULT_LABELS[r].label),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'note']} label={t('funderTransactions.expertise.note')}>
                    <Input maxLength={1000} />
                  </Form.Item>
                  <MinusCircleOutlined
                    aria-label={t('funderTransactions.expertise.remove')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ item: '', result: 1, note: null })}
              >
                {t('funderTransactions.expertise.addItem')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item
          name="conclusion"
          label={t('funderTransactions.expertise.conclusion')}
          style={{ marginTop: 16 }}
        >
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid={`expertise-${level}-save`}
          >
            {t('funderTransactions.expertise.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

const COLUMNS = funderColumns((row) => `/fun/transactions/expertise/${row.id}`);

/**
 * /fun/transactions/expertise/{id?}: the officer's and the manager's appraisal of a transaction
 * (GET and POST …/officer-expertise, …/manager-expertise). Without an id: the transactions under review.
 */
export default function ExpertisePage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const rights = useFunderRights();
  if (id === 0) {
    return (
      <ListPage
        id="funder-expertise"
        title="funderTransactions.lists.expertise"
        list={FUNDER_LIST}
        filters={funderFilters(['CREDIT_REVIEW', 'SENIOR_REVIEW'])}
        columns={COLUMNS}
        useRows={LIST_HOOKS.progress}
        request={funderListRequest('progress')}
      />
    );
  }
  return (
    <TransactionSubPage
      id={id}
      testId="funder-expertise"
      header={(tr) => (
        <>
          {tr.list && <Link to={`/fun/transactions/${tr.list}/${id}`}>{tr.trans_code}</Link>}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('funderTransactions.lists.expertise')}
          </Typography.Title>
        </>
      )}
    >
      {(tr) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <ExpertiseForm
              id={id}
              level="OFFICER"
              canEdit={rights.officerExpertise && tr.level === 'OFFICER'}
            />
          </Col>
          <Col xs={24} lg={12}>
            <ExpertiseForm
              id={id}
              level="MANAGER"
              canEdit={rights.managerExpertise && tr.level === 'MANAGER'}
            />
          </Col>
        </Row>
      )}
    </TransactionSubPage>
  );
}
