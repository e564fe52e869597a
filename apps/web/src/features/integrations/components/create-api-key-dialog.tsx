import {
  API_KEY_EXPIRIES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@simportal/contract/api/api-keys';
import { Checkbox, Flex, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/text-inputs.ts';
import { Typography } from '../../../components/typography.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useCreateApiKey } from '../api/api-keys-api.ts';
import { scopeHelp, scopeName } from './scope-texts.ts';

/** The expiry choices: a number of days, or 0 for never. */
type Expiry = (typeof API_KEY_EXPIRIES)[number] | 0;

interface Values {
  name: string;
  scopes: ApiKeyScope[];
  expiry: Expiry;
}

export interface CreateApiKeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The key made, with its secret: the caller shows it once. */
  onCreated: (created: CreatedApiKey) => void;
}

/**
 * "Create API key": a name to tell keys apart, the scopes with a sentence each on what they allow, and when the
 * key expires (90 days unless chosen otherwise, as a key should not live for ever by default).
 */
export function CreateApiKeyDialog({ open, onClose, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateApiKey();
  const words = (key: string, options: Record<string, unknown> = {}) =>
    t(`integrations.apiKeys.form.${key}`, options);

  const submit = async (values: Values) => {
    try {
      const created = await create.mutateAsync({
        name: values.name.trim(),
        scopes: API_KEY_SCOPES.filter((scope) => values.scopes.includes(scope)),
        expiresInDays: values.expiry === 0 ? null : values.expiry,
      });
      form.resetFields();
      onCreated(created);
    } catch (error) {
      if (!(error as { notified?: boolean }).notified) notifyError((error as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      title={words('title')}
      okText={words('create')}
      cancelText={t('integrations.apiKeys.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', scopes: ['read'], expiry: 90 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={words('name')}
          extra={words('nameHelp')}
          rules={[{ required: true, whitespace: true, message: words('nameRequired') }]}
        >
          <Input maxLength={API_KEY_NAME_MAX} placeholder={words('namePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={words('scopes')}
          // a validator, not `required`: antd would put aria-required on the group, which its role does not take
          rules={[
            {
              validator: (_, scopes: ApiKeyScope[] | undefined) =>
                scopes?.length ? Promise.resolve() : Promise.reject(new Error(words('scopesRequired'))),
            },
          ]}
        >
          <Checkbox.Group className="api-key-scopes">
            <Flex vertical gap={8}>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope}>
                  <Typography.Text strong>{scopeName(t, scope)}</Typography.Text>
                  <Typography.Text type="secondary" className="api-key-scope-help">
                    {scopeHelp(t, scope)}
                  </Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="expiry" label={words('expiry')}>
          <Select<Expiry>
            options={[
              ...API_KEY_EXPIRIES.map((days) => ({
                value: days,
                label: words('expiryDays', { count: days }),
              })),
              { value: 0 as const, label: words('expiryNever') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
