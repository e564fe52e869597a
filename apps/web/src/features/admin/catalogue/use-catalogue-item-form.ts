import type { AddOnInput, PlanInput } from '@simportal/contract/api/catalog-admin';
import { Form } from 'antd';
import { useEffect } from 'react';
import { type CatalogueKind, useSaveCatalogueItem } from '../api/catalogue-api.ts';
import { useOutcome } from '../use-outcome.ts';
import { formFieldOf } from './catalogue-item-fields.tsx';
import { useShowFieldErrors } from './show-field-errors.ts';

/**
 * What the plan and add-on drawers share: the form, filled from the item each time it opens or another
 * revision of it arrives (someone saved first: the list was reloaded); a save that closes the drawer on
 * success, or puts the server's refusal under its field.
 */
export const useCatalogueItemForm = <K extends CatalogueKind, V extends object>(options: {
  kind: K;
  open: boolean;
  item: { id: number; revision: number } | null;
  valuesOf: () => V;
  bodyOf: (values: V) => K extends 'plans' ? PlanInput : AddOnInput;
  onClose: () => void;
}) => {
  const { kind, open, item, onClose } = options;
  const [form] = Form.useForm<V>();
  const save = useSaveCatalogueItem<K>();
  const { succeeded, failed } = useOutcome();
  const showFieldErrors = useShowFieldErrors(form, formFieldOf);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new revision or item only
  useEffect(() => {
    if (open) form.setFieldsValue(options.valuesOf() as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, item?.id, item?.revision, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(
      { kind, id: item?.id, revision: item?.revision, body: options.bodyOf(values) },
      {
        onSuccess: () => {
          succeeded('catalogue_save_success');
          onClose();
        },
        onError: (error) => {
          showFieldErrors(error);
          failed('catalogue_save_failed', error);
        },
      },
    );
  };

  return { form, saving: save.isPending, submit };
};
