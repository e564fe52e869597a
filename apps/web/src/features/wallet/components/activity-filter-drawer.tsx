import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { Button, Drawer, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityFilterFields, ResetFilters } from './activity-filter-fields.tsx';
import { type ActivityFilterValues, toActivityFilter, toFilterValues } from './activity-filter-values.ts';

/**
 * A phone's Activities filters: the fields one a row in a drawer over the list, as the administrator's card
 * filters are on a phone, with reset and search at its foot. It opens with the filter the list shows.
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
      // closed without a search, it forgets what was not applied: it opens next with what the list shows
      onClose={() => {
        form.setFieldsValue(toFilterValues(applied));
        onClose();
      }}
      title={t('wallet.activities.filters')}
      size="100%"
      footer={
        <Flex justify="flex-end" gap={8}>
          <ResetFilters form={form} onSearch={onSearch} />
          <Button type="primary" onClick={() => form.submit()}>
            {t('wallet.activities.search')}
          </Button>
        </Flex>
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
