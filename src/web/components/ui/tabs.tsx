import { cn } from '@web/lib/cn';
import { createContext, type HTMLAttributes, type KeyboardEvent, useContext, useId } from 'react';

interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used inside <Tabs>');
  return context;
}

const idFor = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/[^a-z0-9_-]/gi, '-')}`;

export interface TabsProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  onValueChange: (value: string) => void;
}

/** Controlled tabs following the WAI-ARIA tabs pattern (automatic activation, arrow keys, Home/End). */
export function Tabs({ value, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext value={{ baseId, value, onValueChange }}>
      <div className={className} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (current + 1) % tabs.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1', className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  value: string;
  disabled?: boolean;
  /**
   * The tab's own URL: the tab is then a link, which a server-rendered page follows before its
   * scripts have run; once React owns the page a click selects the tab in place.
   */
  href?: string;
}

export function TabsTrigger({ value, className, disabled, href, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const shared = {
    role: 'tab',
    id: idFor(tabs.baseId, 'tab', value),
    'aria-selected': selected,
    'aria-controls': idFor(tabs.baseId, 'panel', value),
    tabIndex: selected ? 0 : -1,
    'data-state': selected ? 'active' : 'inactive',
    className: cn(
      'h-10 rounded-lg px-3 text-sm font-semibold text-stone-600 transition-colors hover:text-stone-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
      className,
    ),
  } as const;
  if (href !== undefined) {
    return (
      <a
        {...shared}
        href={href}
        onClick={(event) => {
          // A new tab or window (Ctrl, Shift, the middle button) is the browser's to open.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          tabs.onValueChange(value);
        }}
        {...props}
      />
    );
  }
  return (
    <button
      type="button"
      {...shared}
      disabled={disabled}
      onClick={() => tabs.onValueChange(value)}
      {...props}
    />
  );
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

/** Only the selected panel is rendered. */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, 'panel', value)}
      aria-labelledby={idFor(tabs.baseId, 'tab', value)}
      className={cn('rounded-lg', className)}
      {...props}
    />
  );
}
