import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  MAX_OFFICE_HOURS_LENGTH,
  MAX_SUPPORT_CHANNELS,
  type SupportSettings,
  supportSettingsSchema,
} from '@simportal/contract/api/support';
import { LOCALES } from '@simportal/contract/locales';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { SUPPORT_CHANNEL_KINDS } from '@simportal/contract/support-channels';
import { Alert, Button, Flex, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SupportChannelList } from '../../../components/support-channels.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSupportSettings } from '../../../lib/support-query.ts';
import { useSaveSupportSettings } from '../api/support-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useOutcome } from '../use-outcome.ts';
import { OperatorDetailsForm } from './operator-details-form.tsx';
import { WechatQrReader } from './wechat-qr-reader.tsx';

/** The contract's rule for one field, as an antd form rule (the server checks the same schema). */
const channelValueRule = (kind: string | undefined) => ({
  validator: async (_: unknown, value: unknown) => {
    const checked = supportSettingsSchema.shape.channels.element.safeParse({ kind, value });
    if (!checked.success)
      throw new Error(translateMessage(checked.error.issues[0]?.message ?? 'invalid_value'));
  },
});

/**
 * Admin Management › Support (issue #32): how customers reach the administrators to pay — the channels in the
 * order shown, the office hours in each language and the usual confirmation time — with a preview of what
 * /pay shows. Saved as one document (PUT /api/admin/support, audited).
 */
export function SupportSettingsTab() {
  const { t } = useTranslation();
  const settings = useSupportSettings();
  const save = useSaveSupportSettings();
  const { succeeded, failed } = useOutcome();
  const [form] = Form.useForm<SupportSettings>();
  const preview = Form.useWatch([], form);
  // the channels are an owner's to change (issue #34); the other roles see them, read-only
  const mayEdit = useAdminMay('manage');

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (settings.isError) return <LoadFailed query={settings} title={t('support.admin.loadFailed')} />;

  const submit = (values: SupportSettings) =>
    save.mutateAsync({ ...values, confirmWithinHours: values.confirmWithinHours ?? null }).then(
      () => succeeded('support.admin.saved'),
      (error: unknown) => failed('support.admin.saveFailed', error),
    );

  const parsedPreview = supportSettingsSchema.safeParse({
    channels: preview?.channels ?? [],
    officeHours: inLocaleOrder(preview?.officeHours),
    confirmWithinHours: preview?.confirmWithinHours ?? null,
  });

  return (
    <Flex vertical gap={16} className="support-settings">
      <p>{t('support.admin.intro')}</p>
      {!mayEdit && <Alert type="info" showIcon title={t('admin.roles.ownerOnly')} />}
      <Form
        form={form}
        disabled={!mayEdit}
        layout="vertical"
        onFinish={submit}
        initialValues={settings.data}
        requiredMark={false}
      >
        <Form.List name="channels">
          {(fields, { add, remove }) => (
            <fieldset className="support-settings-channels">
              <legend>{t('support.admin.channels')}</legend>
              {fields.length === 0 && <Alert type="info" showIcon title={t('support.notSet')} />}
              {fields.map((field, index) => (
                <div key={field.key} className="support-settings-channel">
                  <Form.Item
                    name={[field.name, 'kind']}
                    label={t('support.admin.kind', { n: index + 1 })}
                    rules={[{ required: true, message: translateMessage('field_required') }]}
                  >
                    <Select
                      options={SUPPORT_CHANNEL_KINDS.map((kind) => ({
                        value: kind,
                        label: t(`support.kind.${kind}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    noStyle
                    shouldUpdate={(before, after) =>
                      before.channels?.[index]?.kind !== after.channels?.[index]?.kind
                    }
                  >
                    {() => {
                      const kind = form.getFieldValue(['channels', field.name, 'kind']) as string | undefined;
                      const name: ['channels', number, 'value'] = ['channels', field.name, 'value'];
                      // a QR code's link is read from the picture; one that is no WeChat link is said so
                      const readQr = (text: string | null) => {
                        if (text === null)
                          return form.setFields([{ name, errors: [t('support.admin.readQrNone')] }]);
                        form.setFieldValue(name, text);
                        form
                          .validateFields([name])
                          .catch(() =>
                            form.setFields([{ name, errors: [t('support.admin.readQrNotWechat')] }]),
                          );
                      };
                      return (
                        <div className="support-settings-value">
                          <Form.Item
                            name={[field.name, 'value']}
                            label={t('support.admin.value', { n: index + 1 })}
                            extra={kind ? t(`support.admin.hint.${kind}`) : undefined}
                            rules={[channelValueRule(kind)]}
                          >
                            <Input dir="ltr" />
                          </Form.Item>
                          {kind === 'wechat_qr' && <WechatQrReader onRead={readQr} />}
                        </div>
                      );
                    }}
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                    aria-label={t('support.admin.remove', { n: index + 1 })}
                    className="support-settings-remove"
                  />
                </div>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ kind: 'email', value: '' })}
                disabled={fields.length >= MAX_SUPPORT_CHANNELS}
              >
                {t('support.admin.add')}
              </Button>
            </fieldset>
          )}
        </Form.List>
        {/* one field per language of LOCALES: a language added there is asked for here (its texts in support.json) */}
        {LOCALES.map((locale) => (
          <Form.Item key={locale} name={['officeHours', locale]} label={t(`support.admin.hours.${locale}`)}>
            <Input
              maxLength={MAX_OFFICE_HOURS_LENGTH}
              placeholder={t(`support.admin.hoursExample.${locale}`)}
              lang={locale}
            />
          </Form.Item>
        ))}
        <Form.Item name="confirmWithinHours" label={t('support.admin.confirmWithin')}>
          <InputNumber min={1} max={168} precision={0} controls={false} />
        </Form.Item>
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('support.admin.save')}
          </Button>
        )}
      </Form>
      <section aria-labelledby="support-preview" className="support-settings-preview">
        <h2 id="support-preview">{t('support.admin.preview')}</h2>
        {parsedPreview.success ? (
          <SupportChannelList settings={parsedPreview.data} />
        ) : (
          <p>{t('support.admin.previewPending')}</p>
        )}
      </section>
      <OperatorDetailsForm />
    </Flex>
  );
}
