import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityFilterFields, ResetFilters } from './activity-filter-fields.tsx';
import {
  type ActivityFilterProps,
  type ActivityFilterValues,
  toActivityFilter,
  toFilterValues,
} from './activity-filter-values.ts';

/**
 * The Activities filters in a row, where the screen is wide enough: the fields, then search, reset and CSV
 * export. The export applies the form's filters to the list too, so the file holds what the list shows.
 */
export function ActivityFilters({
  applied,
  onSearch,
  onExport,
  exporting,
}: ActivityFilterProps & { onExport: (filter: ActivityFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActivityFilterValues>();
  const submit = (then: (filter: ActivityFilter) => void) => () =>
    form.validateFields().then(
      (values) => then(toActivityFilter(values)),
      () => {},
    );

  return (
    <Form<ActivityFilterValues>
      form={form}
      layout="inline"
      className="activity-filters"
      initialValues={toFilterValues(applied)}
      onFinish={submit(onSearch)}
    >
      <ActivityFilterFields />
      <Form.Item className="activity-filter-actions">
        <Button type="primary" htmlType="submit">
          {t('wallet.activities.search')}
        </Button>
        <ResetFilters form={form} onSearch={onSearch} />
        <Button onClick={submit(onExport)} loading={exporting}>
          {t('wallet.activities.export')}
        </Button>
      </Form.Item>
    </Form>
  );
}
