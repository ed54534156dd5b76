import { css, type Theme } from '@emotion/react';
import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';

/** Vant's tab bar height and underline thickness, in pixels. */
export const TABS_HEIGHT = 44;
export const TABS_LINE_HEIGHT = 3;

export interface TabItem {
  key: string;
  title: ReactNode;
  /** The panel shown while this tab is active. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  items: readonly TabItem[];
  /** Key of the active tab (controlled). */
  value?: string;
  /** Starting tab when uncontrolled; the first enabled tab by default. */
  defaultValue?: string;
  onChange?: (key: string) => void;
  /** Keeps the tab bar at the top of the scrolling page. */
  sticky?: boolean;
  /** Offset from the top while sticky, e.g. under a fixed NavBar. */
  offsetTop?: number;
}

const bar = (theme: Theme, sticky: boolean, offsetTop: number) => css`
  position: ${sticky ? 'sticky' : 'relative'};
  top: ${offsetTop}px;
  z-index: ${sticky ? 1 : 'auto'};
  display: flex;
  height: ${TABS_HEIGHT}px;
  overflow-x: auto;
  scrollbar-width: none;
  background: ${theme.color.surface};
`;

const tab = (theme: Theme, active: boolean) => css`
  position: relative;
  flex: 1 0 auto;
  padding: 0 ${theme.space.md};
  border: 0;
  background: transparent;
  color: ${active ? theme.color.text : theme.color.textMuted};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  font-weight: ${active ? 500 : 400};
  white-space: nowrap;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -2px;
  }
  &::after {
    content: '';
    position: absolute;
    bottom: 0;
    left: 50%;
    width: 40px;
    height: ${TABS_LINE_HEIGHT}px;
    border-radius: ${theme.radius.round};
    background: ${active ? theme.color.primary : 'transparent'};
    transform: translateX(-50%);
  }
`;

/** Tabs with the WAI-ARIA pattern: arrows, Home and End move between enabled tabs. */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  sticky = false,
  offsetTop = 0,
  ...rest
}: TabsProps) {
  const id = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [active, setActive] = useControllableValue({
    value,
    defaultValue: defaultValue ?? enabled[0]?.key ?? '',
    onChange,
  });
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (key: string) => {
    setActive(key);
    tabRefs.current.get(key)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = enabled.findIndex((item) => item.key === active);
    const last = enabled.length - 1;
    const target = {
      ArrowRight: enabled[index >= last ? 0 : index + 1],
      ArrowLeft: enabled[index <= 0 ? last : index - 1],
      Home: enabled[0],
      End: enabled[last],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    select(target.key);
  };

  const current = items.find((item) => item.key === active);
  // One panel shows the active tab's content; only that tab controls it, and only when it exists.
  const hasPanel = current?.content !== undefined;
  return (
    <div {...rest}>
      <div role="tablist" css={(theme: Theme) => bar(theme, sticky, offsetTop)}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              css={(theme: Theme) => tab(theme, selected)}
              onClick={() => setActive(item.key)}
              onKeyDown={handleKeyDown}
            >
              {item.title}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`}>
          {current.content}
        </div>
      )}
    </div>
  );
}
