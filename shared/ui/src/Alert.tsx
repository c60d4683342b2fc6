import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { theme } from './theme.js';

export type AlertTone = 'danger' | 'warning' | 'success' | 'info';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** `danger` (the default) is announced at once (`role="alert"`), the others politely (`role="status"`). */
  tone?: AlertTone;
  title?: ReactNode;
  /**
   * Moves focus to the message when it appears, for outcomes that replace what the person was working
   * on (a confirmed address, a changed password): keyboard and screen-reader users land on it.
   */
  takeFocus?: boolean;
}

const iconByTone = { danger: CircleAlert, warning: CircleAlert, success: CircleCheck, info: Info };
const accentByTone: Record<AlertTone, string> = {
  danger: theme.colors.danger,
  warning: theme.colors.warning,
  success: theme.colors.success,
  info: theme.colors.info,
};

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${({ $tone }) => accentByTone[$tone]};
  border-left-width: 4px;
  border-radius: ${theme.radii.md};
  background: ${({ $tone }) => theme.tones[$tone].background};
  color: ${({ $tone }) => theme.tones[$tone].foreground};
  line-height: 1.5;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    margin-top: 3px;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

/** A message set apart from the copy around it: an error, a warning, or the outcome of an action. */
export function Alert({
  tone = 'danger',
  title,
  takeFocus = false,
  role,
  ref,
  children,
  ...rest
}: AlertProps) {
  const own = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (takeFocus) own.current?.focus();
  }, [takeFocus]);
  const Icon = iconByTone[tone];
  return (
    <Box
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      tabIndex={takeFocus ? -1 : undefined}
      $tone={tone}
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      {...rest}
    >
      <Icon aria-hidden size={18} />
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
    </Box>
  );
}
