import { trackUrl } from '@shared/requests/request-kinds';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/alert';
import { Button, buttonVariants } from '../ui/button';

export interface SubmissionSuccessProps {
  title: string;
  message: string;
  reference: string;
  /** Shows the empty form again. */
  onReset: () => void;
  resetLabel?: string;
}

/**
 * What a customer sees once a request is stored: the spec's success text, the reference to quote,
 * and where to follow it. Focus moves here so screen readers announce it.
 */
export function SubmissionSuccess({
  title,
  message,
  reference,
  onReset,
  resetLabel = 'Send another request',
}: SubmissionSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <Alert variant="success" title={title}>
        <p>{message}</p>
        <p className="mt-2">
          Your reference: <strong className="font-mono text-base tracking-wider">{reference}</strong>
        </p>
        <p className="mt-1 text-brand-800">
          Keep it to follow your request with the phone number or e-mail you gave.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={trackUrl(reference)} className={buttonVariants()}>
            Track this request
          </Link>
          <Button variant="outline" onClick={onReset}>
            {resetLabel}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
