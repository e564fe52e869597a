import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { Button, Drawer, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityFilterFields, ResetFilters } from './activity-filter-fields.tsx';
import { type ActivityFilterValues, toActivityFilter, toFilterValues } from './activity-filter-values.ts';

/**
 * A phone's Activities filters: the fields one a row in a drawer over the list, as the administrator's card
 * filters are on a phone, with reset and search at its foot. It stays mounted once opened, so a second opening
 * shows what was chosen.
 */
export function ActivityFilterDrawer({
  open,
  applied,
  onClose,
  onSearch,
}: {
  open: boolean;
  /** the filter the list shows, which the form opens with */
  applied: ActivityFilter;
  onClose: () => void;
  onSearch: (filter: ActivityFilter) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActivityFilterValues>();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('wallet.activities.filters')}
      size="100%"
      footer={
        <div className="activity-drawer-footer">
          <ResetFilters form={form} onSearch={onSearch} />
          <Button type="primary" onClick={() => form.submit()}>
            {t('wallet.activities.search')}
          </Button>
        </div>
      }
    >
      <Form<ActivityFilterValues>
        form={form}
        layout="vertical"
        className="activity-filter-drawer"
        initialValues={toFilterValues(applied)}
        onFinish={(values) => onSearch(toActivityFilter(values))}
      >
        <ActivityFilterFields />
      </Form>
    </Drawer>
  );
}
