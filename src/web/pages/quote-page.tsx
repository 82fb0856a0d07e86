import { QUOTE_MESSAGES, trackLinkPath } from '@shared/quotes/quote-texts';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Alert } from '@web/components/ui/alert';
import { RecordLoadError } from '@web/components/ui/record-load-error';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useQuote } from '@web/features/quotes/api/get-quote';
import { useVerifyQuotePayment } from '@web/features/quotes/api/verify-quote-payment';
import { QuoteDetails } from '@web/features/quotes/components/quote-details';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { MessageSquare } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';

/**
 * /quotes/{reference}: a request's quote for its requester, signed in or holding the link from our
 * e-mail or SMS (its `?token=`): the lines and total, pay or decline, and the request's steps.
 */
export function QuotePage() {
  const reference = (useParams().reference ?? '').toUpperCase();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, isLoading } = useSession();
  useDocumentTitle(`Quote for ${reference}`);
  const quote = useQuote(reference, token);
  // Back from the payment provider.
  const payment = useVerifyQuotePayment(reference, searchParams.get('reference'), token);

  return (
    <>
      <PageHeader
        title={`Quote for ${reference}`}
        description="Our price for your request, and where it is now."
      />
      <Container className="flex flex-1 flex-col gap-4 py-6 sm:py-10">
        {payment.data ? (
          payment.data.paid ? (
            <Alert variant="success" title="Payment received">
              Thank you! Your payment went through.
            </Alert>
          ) : (
            <Alert variant="error" title="Payment not completed">
              The payment did not go through: nothing was taken. You can try again below.
            </Alert>
          )
        ) : null}
        {payment.isFetching ? (
          <Spinner className="py-16" label="Checking your payment…" />
        ) : quote.isPending || isLoading ? (
          <Spinner className="py-16" label="Loading your quote…" />
        ) : quote.isError ? (
          <RecordLoadError
            what="Quote"
            notFoundText={QUOTE_MESSAGES.notFound}
            path={`/quotes/${reference}`}
            signedIn={Boolean(user)}
            query={quote}
          />
        ) : (
          <>
            <QuoteDetails page={quote.data} token={token} />
            {token ? (
              <Link
                to={trackLinkPath(reference, token)}
                className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:underline"
              >
                <MessageSquare className="size-4" aria-hidden="true" />
                Questions? Read our messages and answer us
              </Link>
            ) : null}
          </>
        )}
      </Container>
    </>
  );
}
