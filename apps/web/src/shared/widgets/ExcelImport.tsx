import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportResponse, importResponse } from '@arflow/domain/api/companies';
import { formatMiB, IMPORT_TEMPLATES, type ImportTemplateType } from '@arflow/domain/files';
import { Alert, Button, Flex, Modal, Progress, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { download, upload } from '../api/upload.ts';
import { useResultDialog } from '../hooks/useResultDialog.tsx';
import type { TextKey } from '../i18n-keys.ts';
import { useLocale } from '../locale/useLocale.ts';
import { type BadLine, badLinesOf } from './import-report.ts';

export interface ExcelImportProps {
  /**
   * Which import this is (IMPORT_TEMPLATES): its template, downloaded from GET /download/template
   * in the user's language, and the limits its import route enforces, which the dialog states.
   */
  template: ImportTemplateType;
  /** Whether the report offers to import the good rows of a bad file (an all-or-nothing import does not). */
  goodRows?: boolean;
  /** The import call (multipart `file`, `?import_valid_rows=true` to keep the good rows). */
  path: string;
  /** Test id prefix: `<id>-import-open`, `<id>-import-report`, `<id>-import-bad-line`… */
  testId: string;
  onImported?: () => void;
  /** Drawn in the page (the UploadExcelIndividual screen) rather than behind a button. */
  inline?: boolean;
  /** The button's and dialog's name when a page has two imports of one template. */
  label?: TextKey;
}

type Outcome = { kind: 'done'; data: ImportResponse['data'] } | { kind: 'bad'; lines: BadLine[]; file: File };

/**
 * Import from the Excel template (spec §7 "Buyer excel", UploadExcelIndividual): the template,
 * the upload with its progress bar, then either the count imported or the report naming each bad
 * line; a file with bad lines imports nothing unless the user then chooses the good rows only.
 */
export function ExcelImport({
  template,
  path,
  testId,
  onImported,
  inline,
  goodRows = true,
  label,
}: ExcelImportProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { limits, file: fileName } = IMPORT_TEMPLATES[template];
  const dialog = useResultDialog();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The file is sent; the server reads and checks it (10,000 lines take seconds).
  const [processing, setProcessing] = useState(false);

  const send = async (file: File, goodRowsOnly: boolean, onProgress?: (p: number) => void) => {
    try {
      const answer = await upload(path, {
        file,
        locale,
        schema: importResponse,
        query: goodRowsOnly ? { import_valid_rows: 'true' } : undefined,
        onProgress: (p) => {
          onProgress?.(p);
          setProcessing(p >= 100);
        },
      });
      setOutcome({ kind: 'done', data: answer.data });
      onImported?.();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'IMPORT_FILE_ERROR') {
        setOutcome({ kind: 'bad', lines: badLinesOf(error.fields), file });
      } else {
        await dialog.error(error);
      }
      return false;
    } finally {
      setProcessing(false);
    }
  };

  const reset = () => {
    setOutcome(null);
    setFiles([]);
  };

  const lineTable = (lines: BadLine[]) => (
    <Table<BadLine>
      size="small"
      rowKey="line"
      pagination={lines.length > 10 ? { pageSize: 10 } : false}
      dataSource={lines}
      data-testid={`${testId}-import-report`}
      onRow={(row) =>
        ({
          'data-testid': `${testId}-import-bad-line`,
          'data-line': row.line,
        }) as React.HTMLAttributes<HTMLElement>
      }
      columns={[
        { key: 'line', dataIndex: 'line', title: t('common.import.line'), width: 80 },
        {
          key: 'messages',
          dataIndex: 'messages',
          title: t('common.import.problems'),
          render: (m: string[]) => m.map((x) => <div key={x}>{x}</div>),
        },
      ]}
    />
  );

  const body = (
    <Flex vertical gap={16} data-testid={`${testId}-import`}>
      <div>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            void download('/download/template', { type: template }, fileName[locale], { locale }).catch((e) =>
              dialog.error(e),
            )
          }
          data-testid={`${testId}-import-template`}
        >
          {t('common.import.template')}
        </Button>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('common.import.templateHint')}
        </Typography.Paragraph>
      </div>
      {!outcome && (
        <div data-testid={`${testId}-import-upload`}>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            fileList={files}
            onChange={({ fileList }) => setFiles(fileList)}
            customRequest={({ file, onProgress, onSuccess, onError }) => {
              void send(file as File, false, (percent) => onProgress?.({ percent })).then((ok) =>
                ok ? onSuccess?.({}) : onError?.(new Error('import refused')),
              );
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('common.import.drop')}</p>
            <p className="ant-upload-hint">
              {t('common.import.dropHint', {
                size: formatMiB(limits.maxBytes),
                rows: limits.maxRows,
              })}
            </p>
          </Upload.Dragger>
          {processing && (
            <Flex align="center" gap={8} style={{ marginTop: 8 }} data-testid={`${testId}-import-processing`}>
              <Progress percent={100} status="active" showInfo={false} style={{ flex: 1, margin: 0 }} />
              <Typography.Text type="secondary">{t('common.import.processing')}</Typography.Text>
            </Flex>
          )}
        </div>
      )}
      {outcome?.kind === 'done' && (
        <div data-testid={`${testId}-import-done`}>
          <Alert type="success" showIcon title={t('common.import.done', { count: outcome.data.imported })} />
          {outcome.data.errors.length > 0 && (
            <>
              <Typography.Paragraph style={{ marginTop: 12 }}>
                {t('common.import.skipped', {
                  count: new Set(outcome.data.errors.map((e) => e.line)).size,
                })}
              </Typography.Paragraph>
              {lineTable(
                badLinesOf(
                  Object.fromEntries(
                    outcome.data.errors.map((e) => [`rows.${e.line}.${e.column}`, e.messages]),
                  ),
                ),
              )}
            </>
          )}
          <Button style={{ marginTop: 12 }} onClick={reset}>
            {t('common.import.again')}
          </Button>
        </div>
      )}
      {outcome?.kind === 'bad' && (
        <div data-testid={`${testId}-import-bad`}>
          <Alert
            type="error"
            showIcon
            title={t('common.import.badTitle')}
            description={t('common.import.badLines', { count: outcome.lines.length })}
            style={{ marginBottom: 12 }}
          />
          {lineTable(outcome.lines)}
          <Flex gap={8} style={{ marginTop: 12 }}>
            {goodRows && (
              <Button
                type="primary"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  await send(outcome.file, true);
                  setBusy(false);
                }}
                data-testid={`${testId}-import-good-rows`}
              >
                {t('common.import.importGood')}
              </Button>
            )}
            <Button onClick={reset}>{t('common.import.again')}</Button>
          </Flex>
        </div>
      )}
    </Flex>
  );
  if (inline) return body;

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid={`${testId}-import-open`}>
        {t(label ?? 'common.import.open')}
      </Button>
      <Modal
        open={open}
        title={t(label ?? 'common.import.title')}
        width={760}
        onCancel={() => {
          setOpen(false);
          reset();
        }}
        footer={
          <Button
            onClick={() => {
              setOpen(false);
              reset();
            }}
          >
            {t('common.import.close')}
          </Button>
        }
        destroyOnHidden
      >
        {body}
      </Modal>
    </>
  );
}
