import { VENDOR_MESSAGES } from '@shared/vendors/vendor-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Container } from '@web/components/layout/container';
import { LazyPart } from '@web/components/layout/lazy-part';
import { PageHeader } from '@web/components/layout/page-header';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { sessionQueryKey, useSession } from '@web/features/auth/api/get-session';
import { useMyVendorProfile } from '@web/features/vendors/api/get-my-vendor-profile';
import { lazyComponent } from '@web/lib/load-chunk';
import { signInPath } from '@web/lib/sign-in-redirect';
import { SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Store } from 'lucide-react';
import { Link } from 'react-router';

// Only signed-in users see them: a guest's first load carries no form code.
const VendorRegistrationForm = lazyComponent(
  () => import('@web/features/vendors/components/vendor-registration-form'),
  'VendorRegistrationForm',
);
const VendorStatusCard = lazyComponent(
  () => import('@web/features/vendors/components/vendor-status-card'),
  'VendorStatusCard',
);

const BENEFITS = [
  { title: 'Shoppers across Ghana', text: 'Your products in front of buyers in every region.' },
  { title: 'Flash deals', text: 'Feature your best offers on our deals page and home strip.' },
  { title: 'Delivery handled', text: 'Our riders and drivers collect from you and deliver.' },
  { title: 'Commission only', text: 'No monthly fee: you pay a commission when you sell.' },
] as const;

const PAGE = '/vendors';

/** /vendors (docs/product/services.md, "Vendor registration"): vendor registration, for signed-in users only. */
export function VendorsPage() {
  useDocumentTitle('Become a Vendor');
  return (
    <>
      <PageHeader
        title={`Sell on ${SITE_NAME}`}
        description="Register your business as a vendor and reach shoppers across Ghana. We verify every vendor before their first sale."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Store className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <VendorRegistration />
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Why sell with us</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-4">
                {BENEFITS.map(({ title, text }) => (
                  <li key={title} className="border-l-4 border-gold-400 pl-3">
                    <div className="text-sm">
                      <p className="font-semibold text-stone-900">{title}</p>
                      <p className="text-stone-600">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <div className="rounded-2xl bg-brand-900 p-6 text-sm shadow-sm">
            <p className="text-brand-100">
              After you register, our team checks your business details. Your profile shows as{' '}
              <strong className="text-white">pending verification</strong> until then.
            </p>
          </div>
        </aside>
      </Container>
    </>
  );
}

/** The form for a signed-in user without a profile; the profile once registered; sign-in for guests. */
function VendorRegistration() {
  const queryClient = useQueryClient();
  const { user, isLoading } = useSession();
  const profile = useMyVendorProfile({ enabled: user !== null });

  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <Alert variant="info" title={VENDOR_MESSAGES.authTitle}>
            {VENDOR_MESSAGES.auth}
          </Alert>
          <p className="text-sm text-stone-600">
            Use your {SITE_NAME} account, or create one in a minute: we bring you back here to register your
            business.
          </p>
          <Link
            to={signInPath(PAGE)}
            state={{ from: PAGE }}
            className={buttonVariants({ size: 'lg', className: 'self-start' })}
          >
            Sign in to register
          </Link>
        </CardContent>
      </Card>
    );
  }
  if (profile.isPending) return <Spinner label="Loading your vendor profile…" />;
  if (profile.isError) {
    return (
      <Alert variant="error" title="We could not load your vendor profile.">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <LazyPart fallback={<Spinner />}>
      {profile.data ? (
        <VendorStatusCard vendor={profile.data} />
      ) : (
        <VendorRegistrationForm
          onSignedOut={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
          onAlreadyRegistered={() => void profile.refetch()}
        />
      )}
    </LazyPart>
  );
}
