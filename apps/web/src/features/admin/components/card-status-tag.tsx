import type { SimStatus } from '@simportal/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Dark shades under white text, for WCAG AA contrast.
const COLORS: Record<SimStatus, string> = {
  NOT_ACTIVE: '#595959',
  USING: '#237804',
  SUSPEND: '#a8071a',
  PAUSED: '#ad4e00',
};

/** A card's use status in the spec's words (Not Active, Using, Stopped, Paused). */
export function CardStatusTag({ status }: { status: SimStatus }) {
  const { t } = useTranslation();
  return (
    <Tag variant="solid" color={COLORS[status]}>
      {t(`admin.status.${status}`)}
    </Tag>
  );
}
