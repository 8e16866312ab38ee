import { ConfigProvider, Form, Input, Modal, Radio } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_REPORT_REASONS, type ListingReportPayload, type PropertyDetail } from 'shared-contracts';
import { AntdArea, apiErrorText, toast } from 'shared-contracts/react';
import { reportListing } from '../api/report-listing';
import * as styles from './side-cards.module.css';

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

/** The report form itself: loaded on the first click, so that antd's form stays out of every listing page's first load. */
export default function ReportDialog({ property, onClose }: { property: PropertyDetail; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<ListingReportPayload>();
  const send = async (values: ListingReportPayload) => {
    setSending(true);
    try {
      await reportListing(property.id, { reason: values.reason, details: values.details?.trim() || undefined });
      toast({ title: t('property.report.sent'), description: t('property.report.sentText') });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: t('property.report.failed'), description: apiErrorText(t, error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <AntdArea antd={ANTD}>
      <Modal
        open
        title={t('property.report.title')}
        okText={t('property.report.send')}
        okButtonProps={{ loading: sending }}
        onOk={() => form.submit()}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form<ListingReportPayload> form={form} layout="vertical" onFinish={send} data-testid="report-form">
          <Form.Item name="reason" label={t('property.report.reason')} rules={[{ required: true, message: t('property.report.reasonRequired') }]}>
            <Radio.Group options={LISTING_REPORT_REASONS.map((value) => ({ value, label: t(`property.report.reasons.${value}`) }))} className={styles.reasons} />
          </Form.Item>
          <Form.Item name="details" label={t('property.report.details')}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </AntdArea>
  );
}
