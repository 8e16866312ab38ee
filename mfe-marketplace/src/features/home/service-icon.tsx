import { CameraIcon, ShieldIcon, StarIcon, TagIcon } from '../../components/icons/icons';
import type { PREMIUM_SERVICES } from './home-content';

/** Each premium service's picture: a price tag, a checked shield, a camera, a star. */
const ICONS: Record<(typeof PREMIUM_SERVICES)[number], typeof TagIcon> = {
  valuation: TagIcon,
  legal: ShieldIcon,
  photography: CameraIcon,
  promotion: StarIcon,
};

export function ServiceIcon({ service, className }: { service: (typeof PREMIUM_SERVICES)[number]; className?: string }) {
  const Icon = ICONS[service];
  return <Icon className={className} />;
}
