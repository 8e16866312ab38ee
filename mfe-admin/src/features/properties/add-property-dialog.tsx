import { Form, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { AdminUser, ApiPage, Id } from 'shared-contracts';
import { fetchPage } from '../../api/admin-api';
import { membersUrl } from './properties-api';

/**
 * Add Property: the admin picks the member (searched on the server among active accounts), then
 * writes the listing in the owner's own editor; it is published on that member's account.
 */
export function AddPropertyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [member, setMember] = useState<Id>();
  // No previous answer kept while a search is on its way: an Enter pressed then would pick a member of the earlier list.
  const { data, isLoading } = useSWR<ApiPage<AdminUser>>([membersUrl(query), 'page'], fetchPage);
  const open = () => member !== undefined && navigate(`/dashboard/listings/new?for=${member}`);
  return (
    <Modal open title={t('properties.add')} okText={t('properties.openEditor')} okButtonProps={{ disabled: member === undefined }} onOk={open} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" data-testid="add-property-form">
        <Form.Item label={t('properties.member')} extra={t('properties.memberHint')}>
          <Select<Id>
            value={member}
            onChange={setMember}
            loading={isLoading}
            placeholder={t('properties.memberSearch')}
            aria-label={t('properties.member')}
            showSearch={{ filterOption: false, onSearch: setQuery }}
            notFoundContent={isLoading ? <Spin size="small" /> : t('properties.noMember')}
            options={data?.items.map((user) => ({
              value: user.id,
              title: `${user.firstName} ${user.lastName} @${user.username} ${user.email}`,
              label: (
                <>
                  <bdi>{`${user.firstName} ${user.lastName}`}</bdi> · <bdi dir="ltr">@{user.username}</bdi> · <bdi dir="ltr">{user.email}</bdi>
                </>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
