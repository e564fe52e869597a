import { type OperatorDetails, operatorDetailsSchema } from '@simportal/contract/api/papers';
import { Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useOperatorDetails, useSaveOperatorDetails } from '../api/operator-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useOutcome } from '../use-outcome.ts';

type Field = keyof OperatorDetails;

/** The contract's rule for one field, as an antd form rule (the server checks the same schema). */
const ruleOf = (field: Field) => ({
  validator: async (_: unknown, value: unknown) => {
    const checked = operatorDetailsSchema.shape[field].safeParse(value ?? '');
    if (!checked.success)
      throw new Error(translateMessage(checked.error.issues[0]?.message ?? 'invalid_value'));
  },
});

/**
 * Who sells, as every receipt, pro-forma invoice and statement prints it (decision 0102): an owner's to change,
 * audited; the other roles read it. A receipt keeps the details it was issued with.
 */
export function OperatorDetailsForm() {
  const { t } = useTranslation();
  const details = useOperatorDetails();
  const save = useSaveOperatorDetails();
  const { succeeded, failed } = useOutcome();
  const mayEdit = useAdminMay('manage');
  if (details.isError) return <LoadFailed query={details} title={t('support.admin.operatorLoadFailed')} />;
  if (!details.data) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const submit = (values: Partial<OperatorDetails>) =>
    save
      .mutateAsync({
        legalName: values.legalName ?? '',
        address: values.address ?? '',
        taxId: values.taxId ?? '',
      })
      .then(
        () => succeeded('support.admin.operatorSaved'),
        (error: unknown) => failed('support.admin.saveFailed', error),
      );
  return (
    <section aria-labelledby="operator-title" className="support-settings-operator">
      <h2 id="operator-title">{t('support.admin.operator')}</h2>
      <p>{t('support.admin.operatorIntro')}</p>
      <Form
        layout="vertical"
        initialValues={details.data}
        onFinish={submit}
        disabled={!mayEdit}
        requiredMark={false}
      >
        <Form.Item name="legalName" label={t('support.admin.legalName')} rules={[ruleOf('legalName')]}>
          <Input autoComplete="organization" maxLength={120} />
        </Form.Item>
        <Form.Item name="address" label={t('support.admin.operatorAddress')} rules={[ruleOf('address')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />
        </Form.Item>
        <Form.Item name="taxId" label={t('support.admin.operatorTaxId')} rules={[ruleOf('taxId')]}>
          <Input maxLength={40} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('support.admin.operatorSave')}
        </Button>
      </Form>
    </section>
  );
}
