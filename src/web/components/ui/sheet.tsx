import * as Dialog from '@radix-ui/react-dialog';
import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export const Sheet = Dialog.Root;

export interface SheetContentProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  side?: 'left' | 'right';
  title: ReactNode;
  /** Read to screen readers; visible when `showDescription`. */
  description: ReactNode;
  showDescription?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
}

/** A modal panel sliding in from a side (a Radix dialog: focus trap, Escape, scroll lock). */
export function SheetContent({
  side = 'left',
  title,
  description,
  showDescription = false,
  closeLabel = 'Close menu',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-stone-950/50" />
      <Dialog.Content
        className={cn(
          'sheet-content fixed inset-y-0 z-50 flex w-[88vw] max-w-sm flex-col bg-white shadow-2xl outline-none',
          side === 'left' ? 'left-0' : 'right-0',
          className,
        )}
        data-side={side}
        {...props}
      >
        <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
          <Dialog.Title className="text-lg font-bold text-stone-900">{title}</Dialog.Title>
          <Dialog.Close
            className="inline-flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <Dialog.Description className={showDescription ? 'px-5 pt-3 text-sm text-stone-600' : 'sr-only'}>
          {description}
        </Dialog.Description>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
