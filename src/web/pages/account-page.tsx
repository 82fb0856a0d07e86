import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useAccount } from '@web/features/account/api/get-account';
import { ProfileForm } from '@web/features/account/components/profile-form';
import { SavedAddresses } from '@web/features/account/components/saved-addresses';
import { useSession } from '@web/features/auth/api/get-session';
import { ChangePasswordForm } from '@web/features/auth/components/change-password-form';
import { SignOutEverywhere } from '@web/features/auth/components/sign-out-everywhere';
import { signInPath } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/**
 * /account, "My account": name and phone, saved delivery addresses (which prefill checkout), change
 * password, sign out of all devices. Signed-in shoppers only; a guest signs in and comes back here.
 */
export function AccountPage() {
  const { user, isLoading } = useSession();
  useDocumentTitle('My account');

  if (isLoading) return <Spinner className="flex-1" />;
  if (!user) return <Navigate to={signInPath('/account')} state={{ from: '/account' }} replace />;

  return (
    <>
      <PageHeader
        title="My account"
        description="Your details and delivery addresses fill in checkout for you."
      />
      <Container className="flex-1 py-8 sm:py-10">
        <div className="grid max-w-5xl gap-6 lg:grid-cols-2">
          <AccountDetails />
          <Section title="Password" description="Choose a new password; you stay signed in here.">
            <ChangePasswordForm />
          </Section>
          <Section title="Devices" description="Where your account is signed in.">
            <SignOutEverywhere />
          </Section>
        </div>
      </Container>
    </>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Profile and addresses: both read from GET /api/account, with its loading and error states. */
function AccountDetails() {
  const account = useAccount();

  if (account.isPending) {
    return (
      <>
        {['Profile', 'Delivery addresses'].map((title) => (
          <Section key={title} title={title} description="Loading…">
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-10 w-32" />
            </div>
          </Section>
        ))}
      </>
    );
  }

  if (account.isError) {
    return (
      <div className="flex flex-col items-start gap-4 lg:col-span-2">
        <Alert variant="error" title="Your account could not be loaded">
          Check your connection and try again.
        </Alert>
        <Button variant="outline" busy={account.isFetching} onClick={() => void account.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <>
      <Section title="Profile" description="Your name and phone number for deliveries.">
        <ProfileForm profile={account.data.profile} />
      </Section>
      <Section title="Delivery addresses" description="The default one fills in checkout.">
        <SavedAddresses addresses={account.data.addresses} />
      </Section>
    </>
  );
}
