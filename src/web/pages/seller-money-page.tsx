import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { SellerMoneyView } from '@web/features/payouts/components/seller-money';
import { signInPath } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';

const PAGE = '/seller/money';

/** /seller/money, the seller center's Money: a vendor's balance, payout account, entries and statements. */
export function SellerMoneyPage() {
  const { user, isLoading } = useSession();
  useDocumentTitle('Money · Seller center');

  if (isLoading) return <Spinner className="flex-1" />;
  if (!user) return <Navigate to={signInPath(PAGE)} state={{ from: PAGE }} replace />;

  return (
    <>
      <PageHeader
        title="Money"
        description="Your balance, where we pay it, and every sale and payout, with a statement for each week."
      >
        <Link
          to="/seller"
          className="mt-4 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Seller center
        </Link>
      </PageHeader>
      <Container className="flex-1 py-8 sm:py-10">
        <SellerMoneyView />
      </Container>
    </>
  );
}
