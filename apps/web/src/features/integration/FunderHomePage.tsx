import { ApiOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FunderFigures } from '../home/FunderFigures.tsx';
import { useIntegrationAccess } from './api.ts';
import { IntegrationLogModal } from './IntegrationLogModal.tsx';

const POPUP = '#integration-log';

/**
 * /fun/home: the funder staff's start page: the figures of their role (home module), each
 * linking to its list. The integration log popup opens here
 * (/fun/home#integration-log) for the roles of the payment menu.
 */
export default function FunderHomePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const access = useIntegrationAccess();
  return (
    <Flex vertical gap={16} data-testid="funder-home">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('integration.home.title')}
      </Typography.Title>
      <FunderFigures />
      {access.read && (
        <Card style={{ maxWidth: 520 }}>
          <Card.Meta
            avatar={<ApiOutlined style={{ fontSize: 28 }} />}
            title={t('integration.title')}
            description={t('integration.home.logHint')}
          />
          <Button
            type="primary"
            style={{ marginTop: 16 }}
            onClick={() => navigate({ hash: POPUP })}
            data-testid="integration-log-open"
          >
            {t('integration.open')}
          </Button>
        </Card>
      )}
      {access.read && (
        <IntegrationLogModal open={location.hash === POPUP} onClose={() => navigate({ hash: '' })} />
      )}
    </Flex>
  );
}
