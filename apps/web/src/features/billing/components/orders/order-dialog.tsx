import './orders.css';
import type { CardBilling } from '@simportal/contract/api/billing';
import type { LocalizedText } from '@simportal/contract/api/catalog';
import { Alert, Button, Form, Modal, Select } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCatalogue } from '../../../../lib/catalogue-query.ts';
import { localized } from '../../../../lib/catalogue-terms.ts';
import { currentLocale, translateMessage } from '../../../../lib/i18n.ts';
import { useAuth } from '../../../../stores/auth-store.ts';
import { useCardsBilling } from '../../api/billing-query.ts';
import { money, type Words } from '../../billing-terms.ts';
import { CardSelect } from './card-select.tsx';
import { InsufficientCreditNotice } from './insufficient-credit-notice.tsx';
import { describeOrderFailure, type OrderFailure } from './order-failure.ts';

/** The two choices of an order: one of the customer's cards, and what is ordered for it (a plan, an add-on). */
export interface OrderChoice {
  cardId?: number;
  itemId?: number;
}

/** What an order dialog is opened with; `cardId` is set when it is opened from a card (its field hidden). */
export interface OrderDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  cardId?: number;
}

export interface OrderDialogOptions extends Omit<OrderDialogProps, 'title'> {
  /** Set when the dialog is opened from a plan or an add-on: its field is hidden. */
  itemId?: number;
  /** Runs on every close, after the form is reset. */
  onReset?: () => void;
  /** Why a card cannot take this order (an add-on for a card without a plan), else null: it cannot be chosen. */
  cardBlocker?: (card: CardBilling) => string | null;
}

/**
 * What both order dialogs hold: the form of the two choices, the caller's cards (loaded while open), the
 * catalogue, the words, the refusal to show, and the submit that validates, sends, and closes on success or
 * keeps the dialog open with the refusal said (insufficient_credit with the way to the recharge center).
 */
export function useOrderDialog({
  open,
  onClose,
  cardId: presetCard,
  itemId: presetItem,
  onReset,
  cardBlocker,
}: OrderDialogOptions) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderChoice>();
  const [failure, setFailure] = useState<OrderFailure>(null);
  const cards = useCardsBilling(open);
  const catalogue = useCatalogue();
  const cardId = Form.useWatch('cardId', form) ?? presetCard;
  const itemId = Form.useWatch('itemId', form) ?? presetItem;
  const words: Words = { t, locale: currentLocale(), currency: catalogue.data?.currency ?? 'USD' };
  // the one card the order can go to is chosen already: one tap less, and never a card it cannot go to
  const items = cards.data?.items;
  useEffect(() => {
    if (!open || presetCard !== undefined || !items || form.getFieldValue('cardId') !== undefined) return;
    const possible = items.filter((card) => !cardBlocker?.(card));
    if (possible.length === 1) form.setFieldValue('cardId', possible[0]!.cardId);
  }, [open, presetCard, items, form, cardBlocker]);

  const close = () => {
    setFailure(null);
    form.resetFields();
    onReset?.();
    onClose();
  };

  /** `send` gets both choices once the form is valid; a refusal is kept, `fallback` when it says nothing. */
  const submit = async (send: (choice: Required<OrderChoice>) => Promise<void>, fallback: string) => {
    setFailure(null);
    let choice: OrderChoice;
    try {
      choice = await form.validateFields();
    } catch {
      return; // the fields say what is missing
    }
    try {
      await send({ cardId: choice.cardId ?? presetCard!, itemId: choice.itemId ?? presetItem! });
      close();
    } catch (error) {
      setFailure(describeOrderFailure(error, fallback));
    }
  };

  return {
    open,
    t,
    words,
    form,
    failure,
    clearFailure: () => setFailure(null),
    cards,
    catalogue,
    presetCard,
    presetItem,
    cardBlocker,
    card: cards.data?.items.find((item) => item.cardId === cardId),
    itemId,
    close,
    submit,
  };
}

export type OrderDialogState = ReturnType<typeof useOrderDialog>;

/** The second field: what is ordered, required unless the dialog was opened from it. */
export interface OrderItemField {
  label: string;
  placeholder: string;
  /** The message key when nothing is chosen (spec §5). */
  requiredKey: string;
  /** What can be ordered: the catalogue's plans or add-ons. */
  choices: { id: number; name: LocalizedText }[];
}

/**
 * The frame of an order dialog: without cards, the way to My SIMs; otherwise the card (required, spec §5) and
 * the item fields, what confirming will do (`children`), the balance, and the refusal of the last confirm.
 * With `newEsimPath` (a plan ordered from the shop), the way to buy a new eSIM with it instead (issue #33).
 */
export function OrderDialog({
  dialog,
  title,
  okText,
  okDisabled = false,
  pending,
  item,
  onOk,
  newEsimPath,
  children,
}: {
  dialog: OrderDialogState;
  title: string;
  okText: string;
  okDisabled?: boolean;
  pending: boolean;
  item: OrderItemField;
  onOk: () => void;
  newEsimPath?: string;
  children?: ReactNode;
}) {
  const { t, form, failure, cards, close } = dialog;
  const navigate = useNavigate();
  const balance = useAuth((state) => state.userInfo?.balance);
  const noCards = cards.data?.total === 0;

  return (
    <Modal
      open={dialog.open}
      title={title}
      okText={okText}
      cancelText={t('billing.cancel')}
      okButtonProps={{ disabled: okDisabled }}
      confirmLoading={pending}
      onOk={onOk}
      onCancel={close}
      footer={
        noCards
          ? [
              <Button key="close" onClick={close}>
                {t('billing.cancel')}
              </Button>,
              <Button
                key="sims"
                type={newEsimPath ? 'default' : 'primary'}
                onClick={() => void navigate('/mySims')}
              >
                {t('billing.order.goToMySims')}
              </Button>,
              ...(newEsimPath
                ? [
                    <Button key="esim" type="primary" onClick={() => void navigate(newEsimPath)}>
                      {t('billing.order.noCardsEsim')}
                    </Button>,
                  ]
                : []),
            ]
          : undefined
      }
      destroyOnHidden
    >
      {noCards ? (
        <p>{t(newEsimPath ? 'billing.order.noCardsWithEsim' : 'billing.order.noCards')}</p>
      ) : (
        <Form<OrderChoice>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ cardId: dialog.presetCard, itemId: dialog.presetItem }}
          onValuesChange={dialog.clearFailure}
        >
          <Form.Item
            name="cardId"
            label={t('billing.order.card')}
            hidden={dialog.presetCard !== undefined}
            rules={[{ required: true, message: translateMessage('card_required') }]}
          >
            <CardSelect cards={cards.data?.items ?? []} blockerOf={dialog.cardBlocker} />
          </Form.Item>
          <Form.Item
            name="itemId"
            label={item.label}
            hidden={dialog.presetItem !== undefined}
            rules={[{ required: true, message: translateMessage(item.requiredKey) }]}
          >
            <Select<number>
              placeholder={item.placeholder}
              options={item.choices.map((choice) => ({
                value: choice.id,
                label: localized(choice.name, dialog.words.locale),
              }))}
            />
          </Form.Item>
          {children}
          {balance !== undefined && dialog.catalogue.data && (
            <p className="billing-balance">
              {t('billing.order.balance', { balance: money(balance, dialog.words) })}
            </p>
          )}
          {newEsimPath && (
            <p className="billing-new-esim">
              <Link to={newEsimPath} onClick={close}>
                {t('billing.order.newEsim')}
              </Link>
            </p>
          )}
        </Form>
      )}
      {failure?.kind === 'insufficient' && <InsufficientCreditNotice onNavigate={close} />}
      {failure?.kind === 'message' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="billing-notice"
          title={translateMessage(failure.key)}
        />
      )}
    </Modal>
  );
}
