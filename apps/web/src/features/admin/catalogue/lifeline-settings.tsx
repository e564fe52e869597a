import { type LifelineSettingsBody, lifelineSettingsBodySchema } from '@simportal/contract/api/lifeline';
import { LIFELINE_LIMITS, LIFELINE_PERIOD_DAYS } from '@simportal/contract/lifeline';
import { Alert, Button, Flex, Form, InputNumber, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { numberFormat } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useLifelineSettings, useSaveLifelineSettings } from '../api/lifeline-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

const FIELDS = [
  { name: 'days', limits: LIFELINE_LIMITS.days },
  { name: 'megabytes', limits: LIFELINE_LIMITS.megabytes },
  { name: 'speedKbps', limits: LIFELINE_LIMITS.speedKbps },
] as const;

/**
 * The lifeline (decision 0096) beside the plans it protects: how many days and megabytes at which speed a card the
 * balance cannot pay stays slowed before it is stopped; 0 days or 0 MB turns it off. An owner's to change.
 */
export function LifelineSettings() {
  const { t } = useTranslation();
  const settings = useLifelineSettings();
  const save = useSaveLifelineSettings();
  const { succeeded, failed } = useOutcome();
  const [form] = Form.useForm<LifelineSettingsBody>();
  const mayEdit = useAdminMay('manage');
  const { locale } = useAdminFormat();
  const count = numberFormat(locale, {});

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const body = (
    <>
      {settings.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {settings.isError && <LoadFailed query={settings} title={t('admin.common.loadFailed')} compact />}
      {settings.data && (
        <Form
          form={form}
          disabled={!mayEdit}
          layout="vertical"
          requiredMark={false}
          initialValues={settings.data}
          onFinish={(values) =>
            save.mutateAsync(lifelineSettingsBodySchema.parse(values)).then(
              () => succeeded('admin.lifeline.saved'),
              (error: unknown) => failed('admin.lifeline.saveFailed', error),
            )
          }
        >
          <Alert
            className="lifeline-state"
            type={settings.data.enabled ? 'info' : 'warning'}
            showIcon
            title={
              settings.data.enabled
                ? t('admin.lifeline.on', {
                    days: settings.data.days,
                    megabytes: settings.data.megabytes,
                    speed: settings.data.speedKbps,
                  })
                : t('admin.lifeline.off')
            }
          />
          <Flex wrap gap="0 16px" className="lifeline-fields">
            {FIELDS.map(({ name, limits }) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`admin.lifeline.${name}`)}
                extra={t('admin.lifeline.range', {
                  min: count.format(limits.min),
                  max: count.format(limits.max),
                })}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: limits.min,
                    max: limits.max,
                    message: translateMessage('invalid_value'),
                  },
                ]}
              >
                <InputNumber min={limits.min} max={limits.max} precision={0} inputMode="numeric" />
              </Form.Item>
            ))}
          </Flex>
          {mayEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('admin.lifeline.save')}
            </Button>
          )}
        </Form>
      )}
    </>
  );
  return (
    <section aria-labelledby="catalogue-lifeline" className="catalogue-section">
      <div className="catalogue-section-head">
        <h2 id="catalogue-lifeline">{t('admin.lifeline.title')}</h2>
      </div>
      <p>{t('admin.lifeline.intro', { period: LIFELINE_PERIOD_DAYS })}</p>
      {body}
    </section>
  );
}
