import type { BoundCard } from '@simportal/contract/api/billing';
import type { BindCardBody } from '@simportal/contract/api/sims';
import {
  normalizeCardNumber,
  VERIFY_CODE_MAX_LENGTH,
  validateCardNumber,
} from '@simportal/contract/card-fields';
import { normalizeIccid, validateIccid } from '@simportal/contract/rules/iccid';
import { Alert, Button, Form, type FormRule, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { retryAfterSeconds, waitParts } from '../../../lib/countdown.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { readBarcodes } from '../../../lib/read-barcodes.ts';
import { useBindCard } from '../api/sims-api.ts';
import { describeFailure } from '../failure.ts';
import { cardFieldsFromScan } from '../scan-fields.ts';
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
 * "Add card" (spec §5): card number, ICCID and verify code, all required; the first two can be filled from a
 * photo of the barcode or QR code on the card's holder (issue #33), typing stays possible. Field errors (the ICCID's format and
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
  // a photo of the carrier's barcode fills the card number and ICCID (issue #33); what the scan did, said once
  const picture = useRef<HTMLInputElement>(null);
  const [scan, setScan] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  const [scanning, setScanning] = useState(false);

  const readPicture = async (file: File | undefined) => {
    if (!file) return;
    setScanning(true);
    setScan(null);
    try {
      const found = cardFieldsFromScan(await readBarcodes(file));
      const names = [
        ...(found.cardNumber ? [t('sims.field.cardNumber')] : []),
        ...(found.iccid ? [t('sims.field.iccid')] : []),
      ];
      if (names.length === 0) setScan({ tone: 'warning', text: t('sims.add.scanNone') });
      else {
        form.setFieldsValue(found);
        await form.validateFields(Object.keys(found) as Field[]).catch(() => undefined);
        setScan({
          tone: 'success',
          text: t('sims.add.scanned', { fields: names.join(t('destinations.separator')) }),
        });
      }
    } catch {
      setScan({ tone: 'warning', text: t('sims.add.scanFailed') });
    } finally {
      setScanning(false);
      if (picture.current) picture.current.value = '';
    }
  };

  const close = () => {
    setScan(null);
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
      if (failure.notice) {
        // too many wrong verify codes (card_verify_locked): say how long the lock lasts
        const wait = isApiError(error) ? retryAfterSeconds(error.data) : null;
        const { unit, count } = waitParts(wait ?? 0);
        const text = translateMessage(failure.notice);
        setNotice(wait === null ? text : `${text} ${t(`sims.add.retryIn.${unit}`, { count })}`);
      }
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
      <div className="sim-bind-scan">
        <Button onClick={() => picture.current?.click()} loading={scanning}>
          {t('sims.add.scan')}
        </Button>
        <span className="sim-bind-scan-hint">{t('sims.add.scanHint')}</span>
        <input
          ref={picture}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={t('sims.add.scan')}
          onChange={(event) => void readPicture(event.target.files?.[0])}
        />
      </div>
      {scan && (
        <Alert type={scan.tone} showIcon title={scan.text} role="status" className="sim-bind-notice" />
      )}
      {notice && <Alert type="error" showIcon title={notice} role="alert" className="sim-bind-notice" />}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={() => void submit()}
        // what a scan said is about the numbers it filled: typing them over ends it (a "nothing found" stayed
        // beside a later refusal of what was typed)
        onValuesChange={(changed: Partial<BindCardBody>) => {
          if ('cardNumber' in changed || 'iccid' in changed) setScan(null);
        }}
      >
        <Form.Item name="cardNumber" label={t('sims.field.cardNumber')} rules={RULES.cardNumber} required>
          {/* the dialog opens on its first field, not on Close (issue #56) */}
          <Input inputMode="numeric" autoComplete="off" maxLength={32} autoFocus />
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
