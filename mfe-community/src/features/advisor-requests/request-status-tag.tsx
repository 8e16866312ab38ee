import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdvisorRequestStatus } from 'shared-contracts';

const COLOURS: Record<AdvisorRequestStatus, string> = { new: 'blue', accepted: 'cyan', completed: 'green', declined: 'default' };

export function RequestStatusTag({ status }: { status: AdvisorRequestStatus }) {
  const { t } = useTranslation('community');
  return (
    <Tag color={COLOURS[status]} data-testid="request-status">
      {t(`requests.status.${status}`)}
    </Tag>
  );
}
