import type { BoundCard } from '@simportal/contract/api/billing';
import {
  type BindCardBody,
  normalizeCardNumber,
  VERIFY_CODE_MAX_LENGTH,
  validateCardNumber,
} from '@simportal/contract/api/sims';
import { normalizeIccid, validateIccid } from '@simportal/contract/rules/iccid';
import { Alert, Form, type FormRule, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useBindCard } from '../api/sims-api.ts';
import { describeFailure } from '../failure.ts';
import { showStarterPackConversion } from './starter-pack-notice.tsx';

type Field = keyof BindCardBody;
const FIELDS: readonly Field[] = ['cardNumber', 'iccid', 'verifyCode'];

/** An antd rule running one of the contract's validators, so the form refuses what the server would. */
const keyRule = (check: (value: string) => string | null): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const key = check(typeof value === 'string' ? value : '');
    if (key !== null) throw new Error(translateMessage(key));
  },
});

const RULES: Record<Field, FormRule[]> = {
  cardNumber: [keyRule(validateCardNumber)],
  // format and check digit are checked here, before anything is sent
  iccid: [keyRule(validateIccid)],
  verifyCode: [keyRule((value) => (value.trim() === '' ? 'verify_code_required' : null))],
};

/**
 * "Add card" (spec §5): card number, ICCID and verify code, all required. Field errors (the ICCID's format and
 * check digit included) show before sending; the server's answers are shown translated, under the field they
 * concern (a wrong verify code) or above the form (occupied, over the limit).
 */
export function BindCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BindCardBody>();
  const [notice, setNotice] = useState<string | null>(null);
  const bind = useBindCard();
  const { modal } = useFeedback();
  const currency = useCatalogue().data?.currency ?? 'USD';

  const close = () => {
    setNotice(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    setNotice(null);
    let values: BindCardBody;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    try {
      const bound = (await bind.mutateAsync({
        cardNumber: normalizeCardNumber(values.cardNumber),
        iccid: normalizeIccid(values.iccid),
        verifyCode: values.verifyCode.trim(),
      })) as BoundCard;
      close();
      // billing: a StarterPack card was converted and its remaining days credited (spec §4); the dialog that
      // says so is the answer (a toast over it hid its title)
      if (!bound.starterPackConversion) notifySuccess('bind_success');
      else {
        showStarterPackConversion(modal, bound.starterPackConversion, {
          t,
          locale: currentLocale(),
          currency,
        });
      }
    } catch (error) {
      const failure = describeFailure(error, {
        fields: FIELDS,
        fieldOf: { verify_code_incorrect: 'verifyCode' },
        fallback: 'bind_failed',
      });
      form.setFields(
        failure.fields.map((field) => ({ name: field.name, errors: [translateMessage(field.key)] })),
      );
      if (failure.notice) setNotice(translateMessage(failure.notice));
    }
  };

  return (
    <Modal
      open={open}
      title={t('sims.add.title')}
      okText={t('sims.add.submit')}
      cancelText={t('sims.cancel')}
      confirmLoading={bind.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <p>{t('sims.add.hint')}</p>
      {notice && <Alert type="error" showIcon title={notice} role="alert" className="sim-bind-notice" />}
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()}>
        <Form.Item name="cardNumber" label={t('sims.field.cardNumber')} rules={RULES.cardNumber} required>
          <Input inputMode="numeric" autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="iccid"
          label={t('sims.field.iccid')}
          rules={RULES.iccid}
          required
          extra={t('sims.add.iccidHint')}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item name="verifyCode" label={t('sims.field.verifyCode')} rules={RULES.verifyCode} required>
          <Input autoComplete="off" maxLength={VERIFY_CODE_MAX_LENGTH} />
        </Form.Item>
        {/* Enter in a field submits the form */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
