import { ConfigContext } from 'antd/es/config-provider/context';
import type { TextProps } from 'antd/es/typography/Text';
import type { TitleProps } from 'antd/es/typography/Title';
import AntdTypography from 'antd/es/typography/Typography';
import { type JSX, type ReactNode, useContext } from 'react';

/**
 * antd's Title, Paragraph and Text as far as the app uses them: the same elements, classes and styles, without
 * what they carry for ellipsis, copying and editing in place (a tooltip, a text area, and through it the input
 * and form modules), which every page with a heading loaded and no page uses (decision 0056). antd's own
 * `Typography` element styles them, so they look and read as before; `components/typography.test.tsx` holds
 * them to antd's markup.
 */
type Shared = Pick<
  TextProps,
  'type' | 'disabled' | 'strong' | 'code' | 'className' | 'style' | 'id' | 'role'
> & {
  children?: ReactNode;
  'data-testid'?: string;
};

/** antd's decorations, in antd's order: the first wraps the text, each next one wraps that. */
const decorated = (children: ReactNode, { strong, code }: Pick<Shared, 'strong' | 'code'>) => {
  const bold = strong ? <strong>{children}</strong> : children;
  return code ? <code>{bold}</code> : bold;
};

const Element = ({
  component,
  type,
  disabled,
  strong,
  code,
  className,
  children,
  ...rest
}: Shared & { component: keyof JSX.IntrinsicElements }) => {
  const prefix = useContext(ConfigContext).getPrefixCls('typography');
  return (
    <AntdTypography
      component={component}
      className={
        [type && `${prefix}-${type}`, disabled && `${prefix}-disabled`, className]
          .filter(Boolean)
          .join(' ') || undefined
      }
      {...rest}
    >
      {decorated(children, { strong, code })}
    </AntdTypography>
  );
};

const Title = ({ level = 1, ...props }: Shared & Pick<TitleProps, 'level'>) => (
  <Element component={`h${level}`} {...props} />
);
const Paragraph = (props: Shared) => <Element component="div" {...props} />;
const Text = (props: Shared) => <Element component="span" {...props} />;

export const Typography = { Title, Paragraph, Text };
