import { TRACK_PATH } from '@shared/requests/request-kinds';
import { CONTACT } from '@web/lib/site';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

export interface NumberedStep {
  title: string;
  text: string;
}

/** A short numbered "How it works" card beside a service form. */
export function HowItWorks({
  steps,
  title = 'How it works',
}: {
  steps: readonly NumberedStep[];
  title?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {steps.map(({ title: step, text }, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="text-sm">
                <p className="font-semibold text-stone-900">{step}</p>
                <p className="text-stone-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Beside a service form: where an earlier request can be followed, and a number to call. */
export function TrackPrompt({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-brand-900 p-6 text-sm text-white shadow-sm">
      <p className="font-semibold">Already booked?</p>
      <p className="text-brand-100">{text}</p>
      <Link
        to={TRACK_PATH}
        className="inline-flex items-center gap-2 font-semibold text-gold-300 hover:underline"
      >
        <Search className="size-4" aria-hidden="true" />
        Track a request
      </Link>
      <p className="text-brand-100">
        Questions? Call{' '}
        <a href={CONTACT.phoneHref} className="font-semibold whitespace-nowrap text-white hover:underline">
          {CONTACT.phone}
        </a>
      </p>
    </div>
  );
}
