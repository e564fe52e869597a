import type { QuietHours } from '@simportal/contract/api/inbox';
import { Button, Form, Radio, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { useSaveQuietHours } from '../api/quiet-hours-api.ts';
import { timeZoneName } from '../time-zone-names.ts';

interface Values {
  enabled: boolean;
  from: Dayjs;
  to: Dayjs;
  followDevice: boolean;
  timeZone: string;
}

/** 'HH:mm' ↔ the pickers' values (today at that time; only the time is read). */
const timeOf = (hhmm: string): Dayjs =>
  dayjs()
    .startOf('day')
    .hour(Number(hhmm.slice(0, 2)))
    .minute(Number(hhmm.slice(3, 5)));

const valuesOf = (saved: QuietHours): Values => ({
  enabled: saved.enabled,
  from: timeOf(saved.from),
  to: timeOf(saved.to),
  followDevice: saved.followDevice,
  // following the device, the zone shown is this device's (the server's may be another's until the next load)
  timeZone: saved.followDevice ? browserTimeZone() : saved.timeZone,
});

/** A quarter of an hour: the steps the pickers offer. */
const MINUTE_STEP = 15;

/** The quiet hours' fields and their Save; read-only in a customer view. */
export function QuietHoursForm({ saved, actingAs }: { saved: QuietHours; actingAs: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveQuietHours();
  const followDevice = Form.useWatch('followDevice', form) ?? saved.followDevice;
  const chosenZone = Form.useWatch('timeZone', form) ?? saved.timeZone;
  const zone = followDevice ? browserTimeZone() : chosenZone;
  // every zone the browser knows, named in the reader's language, once the person chooses to fix one
  const zones = useMemo(
    () =>
      followDevice
        ? []
        : // the browser's list leaves out some zones a device reports (UTC in Chromium): this device's and the
          // saved one are always there
          [...new Set([browserTimeZone(), saved.timeZone, ...Intl.supportedValuesOf('timeZone')])].map(
            (value) => ({
              value,
              label: t('account.quiet.zoneOption', { zone: value, name: timeZoneName(value, locale) }),
            }),
          ),
    [followDevice, locale, saved.timeZone, t],
  );
  const submit = (values: Values) =>
    save.mutate(
      {
        enabled: values.enabled,
        from: values.from.format('HH:mm'),
        to: values.to.format('HH:mm'),
        followDevice: values.followDevice,
        timeZone: values.followDevice ? browserTimeZone() : values.timeZone,
      },
      { onSuccess: () => notifySuccess('account.quiet.saved') },
    );
  const picker = { format: 'HH:mm', minuteStep: MINUTE_STEP, needConfirm: false, allowClear: false } as const;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={valuesOf(saved)}
      onFinish={submit}
      disabled={actingAs}
      className="quiet-hours-form"
    >
      <Form.Item name="enabled" valuePropName="checked" label={t('account.quiet.enabled')}>
        <Switch />
      </Form.Item>
      <div className="quiet-hours-times">
        <Form.Item name="from" label={t('account.quiet.from')}>
          <TimePicker {...picker} />
        </Form.Item>
        <Form.Item name="to" label={t('account.quiet.to')}>
          <TimePicker {...picker} />
        </Form.Item>
      </div>
      <Form.Item name="followDevice" label={t('account.quiet.zone')}>
        <Radio.Group
          options={[
            { value: true, label: t('account.quiet.followDevice') },
            { value: false, label: t('account.quiet.fixZone') },
          ]}
        />
      </Form.Item>
      {!followDevice && (
        <Form.Item name="timeZone" label={t('account.quiet.chooseZone')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={zones}
            virtual
            popupMatchSelectWidth={false}
          />
        </Form.Item>
      )}
      <Typography.Paragraph type="secondary" className="personal-note">
        {t(followDevice ? 'account.quiet.inDeviceZone' : 'account.quiet.inFixedZone', {
          zone,
          name: timeZoneName(zone, locale),
        })}
      </Typography.Paragraph>
      {!actingAs && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('account.quiet.save')}
        </Button>
      )}
    </Form>
  );
}
