import './destination-select.css';
import { destinationMatches, destinationName, destinationsOf } from '@simportal/contract/destinations';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';
import { DestinationFlag } from './destination-flag.tsx';

interface Common {
  /** The destinations offered, as ISO codes (any order: they are listed by their name in the reader's language). */
  codes: readonly string[];
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  className?: string;
  disabled?: boolean;
}

type Props = Common &
  (
    | { multiple?: false; value?: string | null; onChange?: (code: string | null) => void }
    | { multiple: true; value?: string[]; onChange?: (codes: string[]) => void }
  );

/**
 * A searchable choice of countries and regions, each with its flag and its name in the reader's language; a
 * visitor finds Japan by typing 'Japan', '日本' or 'jp' (contract/destinations.ts). One for the shop's
 * destination search, several for the catalogue editor's coverage.
 */
export function DestinationSelect(props: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const options = useMemo(
    () =>
      destinationsOf([props.codes], locale).map((code) => ({
        value: code,
        // the option's name for a pointer's tooltip and for tests: the label is the flag and the name
        title: destinationName(code, locale),
        label: (
          <span>
            <DestinationFlag code={code} />
            {destinationName(code, locale)}
          </span>
        ),
      })),
    [props.codes, locale],
  );
  const common = {
    id: props.id,
    className: props.className,
    placeholder: props.placeholder,
    'aria-label': props['aria-label'],
    disabled: props.disabled,
    options,
    // the clear button is named by its label (antd's default: 'Clear', in every language)
    allowClear: { label: t('common.clear') },
    showSearch: {
      filterOption: (input: string, option?: { value?: unknown }) =>
        typeof option?.value === 'string' && destinationMatches(option.value, input),
    },
  };
  return props.multiple ? (
    <Select<string[]>
      {...common}
      className={['destination-select-multiple', props.className].filter(Boolean).join(' ')}
      mode="multiple"
      maxTagCount="responsive"
      value={props.value}
      onChange={(codes) => props.onChange?.(codes ?? [])}
    />
  ) : (
    <Select<string>
      {...common}
      value={props.value ?? undefined}
      onChange={(code) => props.onChange?.(code ?? null)}
    />
  );
}
