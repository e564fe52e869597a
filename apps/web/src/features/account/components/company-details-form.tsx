import { type CompanyDetails, companyDetailsSchema } from '@simportal/contract/api/papers';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSaveCompanyDetails } from '../api/papers-api.ts';

type Field = keyof CompanyDetails;

/** The contract's rule for one field, as an antd form rule (the server checks the same schema). */
const ruleOf = (field: Field) => ({
  validator: async (_: unknown, value: unknown) => {
    const checked = companyDetailsSchema.shape[field].safeParse(value ?? '');
    if (!checked.success)
      throw new Error(translateMessage(checked.error.issues[0]?.message ?? 'invalid_value'));
  },
});

/** The company the papers are made out to: each field optional, printed when given. */
export function CompanyDetailsForm({ saved, actingAs }: { saved: CompanyDetails; actingAs: boolean }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const save = useSaveCompanyDetails();
  // the fields passed their rules: the schema's parse gives them as the server keeps them (trimmed, lower-cased)
  const submit = (values: Partial<CompanyDetails>) =>
    save.mutate(
      companyDetailsSchema.parse({
        companyName: values.companyName ?? '',
        address: values.address ?? '',
        taxId: values.taxId ?? '',
        receiptEmail: values.receiptEmail ?? '',
      }),
      { onSuccess: () => notification.success({ title: t('account.papers.saved'), role: 'status' }) },
    );
  return (
    <Form
      layout="vertical"
      initialValues={saved}
      onFinish={submit}
      disabled={actingAs}
      requiredMark={false}
      className="personal-form"
    >
      <Form.Item name="companyName" label={t('account.papers.companyName')} rules={[ruleOf('companyName')]}>
        <Input autoComplete="organization" maxLength={120} />
      </Form.Item>
      <Form.Item name="address" label={t('account.papers.address')} rules={[ruleOf('address')]}>
        <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />
      </Form.Item>
      <Form.Item name="taxId" label={t('account.papers.taxId')} rules={[ruleOf('taxId')]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="receiptEmail"
        label={t('account.papers.receiptEmail')}
        extra={t('account.papers.receiptEmailHint')}
        rules={[ruleOf('receiptEmail')]}
      >
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('account.papers.save')}
      </Button>
    </Form>
  );
}
