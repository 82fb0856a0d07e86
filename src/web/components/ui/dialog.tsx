import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

/** A centred modal dialog (Radix: focus trap, Escape, scroll lock, labelled by its title). */
export function DialogContent({ title, description, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="overlay fixed inset-0 z-50 bg-stone-950/50" />
      <DialogPrimitive.Content
        className={cn(
          'dialog-content fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="pr-10 text-lg font-bold text-stone-900">
          {title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className={description ? 'mt-1 text-sm text-stone-600' : 'sr-only'}>
          {description ?? title}
        </DialogPrimitive.Description>
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
