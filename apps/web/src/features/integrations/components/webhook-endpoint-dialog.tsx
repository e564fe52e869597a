import {
  SUBSCRIBABLE_WEBHOOK_EVENTS,
  type SubscribableWebhookEvent,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@simportal/contract/api/webhooks';
import { Checkbox, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks-api.ts';

interface Values {
  url: string;
  description: string;
  events: SubscribableWebhookEvent[];
}

/**
 * Adds an endpoint, or edits one (`endpoint`): its URL, a description and the events it wants, each with the
 * sentence that says when it is sent. A new endpoint's secret goes to `onCreated`, to be shown once.
 */
export function WebhookEndpointDialog({
  open,
  endpoint,
  onClose,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: WebhookWithSecret) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      url: values.url.trim(),
      description: values.description?.trim() ?? '',
      events: values.events,
    };
    if (endpoint) {
      await update.mutateAsync({ id: endpoint.id, body });
      notifySuccess('integrations.webhooks.saved');
      onClose();
    } else {
      onCreated(await create.mutateAsync(body));
    }
  };

  return (
    <Modal
      open={open}
      title={t(endpoint ? 'integrations.webhooks.dialog.editTitle' : 'integrations.webhooks.dialog.addTitle')}
      okText={t(endpoint ? 'integrations.webhooks.dialog.save' : 'integrations.webhooks.dialog.add')}
      cancelText={t('integrations.webhooks.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          url: endpoint?.url ?? '',
          description: endpoint?.description ?? '',
          events: endpoint?.events ?? [],
        }}
      >
        <Form.Item
          name="url"
          label={t('integrations.webhooks.dialog.url')}
          extra={t('integrations.webhooks.dialog.urlHelp')}
          rules={[
            {
              required: true,
              pattern: /^https?:\/\/[^\s/?#]+\S*$/,
              message: t('integrations.webhooks.dialog.urlInvalid'),
            },
          ]}
        >
          <Input inputMode="url" autoComplete="url" maxLength={WEBHOOK_URL_MAX} placeholder="https://" />
        </Form.Item>
        <Form.Item name="description" label={t('integrations.webhooks.dialog.description')}>
          <Input maxLength={WEBHOOK_DESCRIPTION_MAX} />
        </Form.Item>
        <Form.Item
          name="events"
          label={t('integrations.webhooks.events')}
          // a validator, not `required`: antd would put aria-required on the checkbox group, which its role refuses
          rules={[
            {
              validator: (_, value: unknown[] | undefined) =>
                value && value.length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('integrations.webhooks.dialog.eventsRequired'))),
            },
          ]}
        >
          <Checkbox.Group className="webhook-events">
            <Flex vertical gap={8}>
              {SUBSCRIBABLE_WEBHOOK_EVENTS.map((type) => (
                <Checkbox key={type} value={type}>
                  <Flex vertical>
                    <span>{t(`integrations.webhooks.event.${type}`)}</span>
                    <Typography.Text type="secondary" className="webhook-event-help">
                      {t(`integrations.webhooks.eventHelp.${type}`)}
                    </Typography.Text>
                  </Flex>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
