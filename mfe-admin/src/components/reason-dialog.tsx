import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settled } from './run-admin-call';

interface ReasonDialogProps {
  title: string;
  /** Resolves once the refusal is sent (the dialog then closes). */
  onSubmit: (reason: string) => Settled;
  onClose: () => void;
}

/** A refusal's reason: required, mailed to the member by the server. */
export function ReasonDialog({ title, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    setSending(true);
    await onSubmit(reason.trim());
    setSending(false);
    onClose();
  };
  return (
    <Modal open title={title} okText={t('moderation.reject')} okButtonProps={{ danger: true, loading: sending }} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('moderation.reason')}
          extra={t('moderation.reasonHelp')}
          rules={[{ required: true, whitespace: true, message: t('moderation.reasonRequired') }]}
        >
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog the admin opened is for this one field: its focus goes there, as a dialog's should */}
          <Input.TextArea rows={4} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
