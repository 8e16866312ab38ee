import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Id } from 'shared-contracts';
import { toast, useFormErrors } from 'shared-contracts/react';
import { reply } from './forum-api';

interface Props {
  topicId: Id;
  parentId: Id | null;
  /** Text to start with: a quote of the post being answered. */
  initial?: string;
  onDone?: () => void;
  /** Opened by the visitor's Reply or Quote: the text field takes the focus. */
  takeFocus?: boolean;
}

/** A reply in Markdown; a new member's first replies wait for a moderator, and say so. */
export function ReplyForm({ topicId, parentId, initial = '', onDone, takeFocus }: Props) {
  const { t } = useTranslation('community');
  const [form] = Form.useForm<{ body: string }>();
  const [sending, setSending] = useState(false);
  const showErrors = useFormErrors();
  const send = async ({ body }: { body: string }) => {
    setSending(true);
    try {
      const saved = (await reply(topicId, body, parentId)) as { status?: string };
      form.resetFields();
      toast({ title: saved.status === 'pending' ? t('topic.replyPending') : t('topic.replySent') });
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) toast({ title: t('topic.slowDown'), variant: 'destructive' });
      else showErrors(form, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ body: initial }} onFinish={(values) => void send(values)} requiredMark={false}>
      <Form.Item
        name="body"
        label={parentId ? t('topic.replyToReply') : t('topic.yourReply')}
        extra={t('topic.markdownHint')}
        rules={[{ required: true, whitespace: true, message: t('topic.replyRequired') }, { min: 2 }, { max: 10000 }]}
      >
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only when the visitor's click (Reply, Quote) opened this form: the focus goes where they asked to write */}
        <Input.TextArea rows={parentId ? 3 : 5} maxLength={10000} autoFocus={takeFocus} dir="auto" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('topic.sendReply')}
      </Button>
    </Form>
  );
}
