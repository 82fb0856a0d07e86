import { cn } from '@web/lib/cn';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

const styles = {
  error: 'border-red-200 bg-red-50 text-red-900 [&>svg]:text-red-700',
  success: 'border-brand-200 bg-brand-50 text-brand-900 [&>svg]:text-brand-700',
  info: 'border-sky-200 bg-sky-50 text-sky-900 [&>svg]:text-sky-700',
} as const;

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: keyof typeof styles;
  title?: ReactNode;
}

/** A message box. Errors are announced (role="alert"), the others politely (role="status"). */
export function Alert({ variant = 'info', title, className, children, ...props }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', styles[variant], className)}
      {...props}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
