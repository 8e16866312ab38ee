import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_REPORT_REASONS, type ForumReportReason, type Id } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { report, type ForumItem } from './forum-api';

/** Report a topic or a reply to the moderators, with a reason: it goes to the admin's queue. */
export function ReportButton({ item, id }: { item: ForumItem; id: Id }) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ reason: ForumReportReason; details: string }>();
  const send = async ({ reason, details }: { reason: ForumReportReason; details: string }) => {
    setSending(true);
    try {
      await report(item, id, reason, details?.trim() ?? '');
      toast({ title: t('report.sent') });
      setOpen(false);
      form.resetFields();
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('report.action')}
      </Button>
      <Modal
        open={open}
        title={t('report.title')}
        okText={t('report.send')}
        cancelText={t('list.cancel')}
        confirmLoading={sending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void send(values)} initialValues={{ reason: 'spam' }}>
          <Form.Item name="reason" label={t('report.reason')} rules={[{ required: true }]}>
            <Radio.Group options={FORUM_REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reasons.${reason}`) }))} />
          </Form.Item>
          <Form.Item name="details" label={t('report.details')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} dir="auto" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
