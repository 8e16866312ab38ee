import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, LANGUAGES, USER_ROLES, USERNAME_PATTERN, type UserInvitation, type UserRole } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useLanguage } from 'shared-contracts/react';
import { inviteUser } from './users-api';

/** Add User: the account is opened now; the person sets the password from the invitation mail. */
export function AddUserDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [form] = Form.useForm<UserInvitation>();
  const [sending, setSending] = useState(false);
  const required = { required: true, whitespace: true, message: t('settings.required') };
  const submit = async (values: UserInvitation) => {
    setSending(true);
    try {
      await inviteUser(values);
      toast({ title: t('users.invited', { email: values.email }) });
      onAdded();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        const taken = error.code === 'EMAIL_TAKEN' ? 'email' : error.code === 'USERNAME_TAKEN' ? 'username' : null;
        if (taken) form.setFields([{ name: taken, errors: [apiErrorText(t, error)] }]);
        form.setFields(error.fields.map((field) => ({ name: field.field as keyof UserInvitation, errors: [fieldErrorText(t, field)] })));
      }
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open title={t('users.add')} okText={t('users.sendInvitation')} okButtonProps={{ loading: sending }} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<UserInvitation> form={form} layout="vertical" onFinish={submit} initialValues={{ role: 'user' as UserRole, language }} data-testid="add-user-form">
        <Form.Item name="firstName" label={t('users.firstName')} rules={[required]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="lastName" label={t('users.lastName')} rules={[required]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="username" label={t('users.username')} rules={[required, { pattern: USERNAME_PATTERN, message: t('users.usernameRule') }]}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="email" label={t('users.email')} rules={[required, { type: 'email', message: t('settings.email') }]}>
          <Input dir="ltr" type="email" />
        </Form.Item>
        <Form.Item name="role" label={t('users.role')}>
          <Select<UserRole> options={USER_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))} />
        </Form.Item>
        <Form.Item name="language" label={t('users.language')} extra={t('users.languageHelp')}>
          <Select options={LANGUAGES.map((value) => ({ value, label: t(`users.languages.${value}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
