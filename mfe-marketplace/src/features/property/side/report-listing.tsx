import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LISTING_REPORT_REASONS, type ListingReportPayload, type PropertyDetail } from 'shared-contracts';
import { apiErrorText, toast, useSession } from 'shared-contracts/react';
import { reportListing } from '../api/report-listing';
import * as styles from './side-cards.module.css';

/** "Report this listing": to the moderators, once per member; visitors are asked to sign in first. */
export function ReportListing({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<ListingReportPayload>();
  if (user?.id === property.userId) return null;
  if (!user) {
    return (
      <Link className={styles.report} to={`/auth?next=${encodeURIComponent(pathname)}`}>
        {t('property.report.signIn')}
      </Link>
    );
  }
  const send = async (values: ListingReportPayload) => {
    setSending(true);
    try {
      await reportListing(property.id, { reason: values.reason, details: values.details?.trim() || undefined });
      toast({ title: t('property.report.sent'), description: t('property.report.sentText') });
      setOpen(false);
    } catch (error) {
      toast({ variant: 'destructive', title: t('property.report.failed'), description: apiErrorText(t, error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.report} onClick={() => setOpen(true)}>
        {t('property.report.open')}
      </button>
      <Modal open={open} title={t('property.report.title')} okText={t('property.report.send')} okButtonProps={{ loading: sending }} onOk={() => form.submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form<ListingReportPayload> form={form} layout="vertical" onFinish={send} data-testid="report-form">
          <Form.Item name="reason" label={t('property.report.reason')} rules={[{ required: true, message: t('property.report.reasonRequired') }]}>
            <Radio.Group options={LISTING_REPORT_REASONS.map((value) => ({ value, label: t(`property.report.reasons.${value}`) }))} className={styles.reasons} />
          </Form.Item>
          <Form.Item name="details" label={t('property.report.details')}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
