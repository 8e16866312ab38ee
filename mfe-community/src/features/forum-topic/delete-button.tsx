import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Id } from 'shared-contracts';
import { useAction } from '../../lib/use-action';
import { remove, type ForumItem } from './forum-api';

/** Delete a post, after a confirmation: for its author and the moderators. */
export function DeleteButton({ item, id, onDeleted }: { item: ForumItem; id: Id; onDeleted?: () => void }) {
  const { t } = useTranslation('community');
  const run = useAction();
  return (
    <Popconfirm
      title={t('topic.deleteConfirm')}
      okText={t('list.yes')}
      cancelText={t('list.no')}
      onConfirm={() => run(() => remove(item, id), t('topic.deleted')).then((deleted) => deleted && onDeleted?.())}
    >
      <Button type="link" size="small" danger>
        {t('topic.delete')}
      </Button>
    </Popconfirm>
  );
}
