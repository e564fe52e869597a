import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/navigation.ts';
import { isLoggedIn } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { BuyAddOnDialog, OrderPlanDialog } from '../../billing/components/orders/lazy-dialogs.ts';

/** Which strings the action uses: a plan is ordered, an add-on bought. */
export type OrderKind = 'plans' | 'addOns';

/**
 * The call to action of a catalogue card. A visitor gets a real link to the login page that comes back here
 * (/login?redirect=/plan); a logged-in customer opens the order dialog (features/billing), where one of
 * their cards is chosen. A plan for a traveller who needs a new eSIM links to the purchase of both in one step
 * (after the login, for a visitor). The accessible name carries the item's name, so a screen reader's list of buttons
 * says which one is which.
 */
export function OrderAction({
  id,
  name,
  kind,
  withEsim = false,
}: {
  id: number;
  name: string;
  kind: OrderKind;
  /** A plan for a new eSIM: the action is the one-step purchase of both (/mySims/applyEsim?plan=…). */
  withEsim?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useAuth(isLoggedIn);
  const [open, setOpen] = useState(false);
  const esimPath = kind === 'plans' && withEsim ? `/mySims/applyEsim?plan=${id}` : null;

  if (!loggedIn || esimPath) {
    const to = loggedIn && esimPath ? esimPath : loginPath(esimPath ?? `${pathname}${search}`);
    return (
      <Button
        className="catalogue-order"
        type="primary"
        href={to}
        aria-label={
          loggedIn
            ? t('shop.plans.orderEsimNamed', { name })
            : t(esimPath ? 'shop.order.loginEsimNamed' : 'shop.order.loginNamed', { name })
        }
        onClick={(event) => {
          // a plain click stays in the app; a modified click (new tab) keeps the browser's behaviour
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void navigate(to);
        }}
      >
        {loggedIn ? t('shop.plans.orderEsim') : t(esimPath ? 'shop.order.loginEsim' : 'shop.order.login')}
      </Button>
    );
  }
  const Dialog = kind === 'plans' ? OrderPlanDialog : BuyAddOnDialog;
  return (
    <>
      <Button
        className="catalogue-order"
        type="primary"
        aria-label={t(`shop.${kind}.orderNamed`, { name })}
        // the dialog's code is fetched on its first open; pointing at the button or focusing it starts early
        onPointerEnter={Dialog.preload}
        onFocus={Dialog.preload}
        onClick={() => setOpen(true)}
      >
        {t(`shop.${kind}.order`)}
      </Button>
      {kind === 'plans' ? (
        <OrderPlanDialog
          open={open}
          onClose={() => setOpen(false)}
          planId={id}
          title={t('billing.order.titleForPlan', { name })}
        />
      ) : (
        <BuyAddOnDialog
          open={open}
          onClose={() => setOpen(false)}
          addOnId={id}
          title={t('billing.addOn.titleForAddOn', { name })}
        />
      )}
    </>
  );
}
