import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from 'shared-contracts';
import { useAction } from '../../lib/use-action';
import { edit, type ForumItem } from './forum-api';

/** The author's edit of a post's text: Save keeps it, Cancel leaves it as it was. */
export function PostEditor({ item, id, body, onClose }: { item: ForumItem; id: Id; body: string; onClose: () => void }) {
  const { t } = useTranslation('community');
  const [draft, setDraft] = useState(body);
  const run = useAction();
  const save = async () => {
    if (await run(() => edit(item, id, { body: draft }), t('topic.saved'))) onClose();
  };
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Input.TextArea value={draft} onChange={(event) => setDraft(event.target.value)} rows={5} maxLength={10000} dir="auto" aria-label={t('topic.editLabel')} />
      <Space>
        <Button type="primary" onClick={() => void save()}>
          {t('topic.save')}
        </Button>
        <Button onClick={onClose}>{t('list.cancel')}</Button>
      </Space>
    </Space>
  );
}
