import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TAG_COLOURS, type AdvisorRequestStatus } from 'shared-contracts';

const COLOURS: Record<AdvisorRequestStatus, string> = { new: TAG_COLOURS.blue, accepted: TAG_COLOURS.cyan, completed: TAG_COLOURS.green, declined: 'default' };

export function RequestStatusTag({ status }: { status: AdvisorRequestStatus }) {
  const { t } = useTranslation('community');
  return (
    <Tag color={COLOURS[status]} data-testid="request-status">
      {t(`requests.status.${status}`)}
    </Tag>
  );
}
