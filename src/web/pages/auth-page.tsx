import { Container } from '@web/components/layout/container';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { useSession } from '@web/features/auth/api/get-session';
import { AuthTabs } from '@web/features/auth/components/auth-tabs';
import { redirectTarget } from '@web/lib/redirect';
import { SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { BadgePercent, PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';

const BENEFITS = [
  {
    icon: BadgePercent,
    title: 'Flash deals up to 90% off',
    text: 'New deals every day, from vendors we verify.',
  },
  { icon: Truck, title: 'Free delivery over ₵100', text: 'Across all 16 regions of Ghana.' },
  { icon: ShieldCheck, title: 'Pay your way', text: 'Mobile Money, card, or cash on delivery.' },
  { icon: PackageCheck, title: 'Track every order', text: 'See where your orders and requests are.' },
] as const;

/**
 * /auth: Sign In / Sign Up. After signing in, back to the page the person came from (router state
 * `from`, else a same-site `?redirect=`), else home. Already signed in: straight there.
 */
export function AuthPage() {
  const { user } = useSession();
  const location = useLocation();
  const origin = redirectTarget(location.state, location.search);
  const signingUp = new URLSearchParams(location.search).get('tab') === 'signup';
  useDocumentTitle(signingUp ? 'Create an account' : 'Sign in');

  // A rider who came to sign in from nowhere in particular lands on the day's deliveries.
  if (user) return <Navigate to={user.role === 'rider' && origin === '/' ? '/rider' : origin} replace />;

  return (
    <div className="flex-1 bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50">
      <Container className="grid items-start gap-10 py-8 sm:py-14 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
        <section className="hidden lg:block lg:pt-6" aria-labelledby="auth-benefits">
          <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{SITE_NAME} account</p>
          <h2 id="auth-benefits" className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900">
            Shop deals, keep a cart and track your orders.
          </h2>
          <ul className="mt-10 grid grid-cols-2 gap-6">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col gap-2">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-semibold text-stone-900">{title}</span>
                <span className="text-sm text-stone-600">{text}</span>
              </li>
            ))}
          </ul>
        </section>

        <Card className="w-full">
          <CardHeader className="pb-5">
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Welcome to {SITE_NAME}</h1>
            <CardDescription>
              Sign in or create an account to shop deals and track your orders.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AuthTabs origin={origin} />
          </CardContent>
        </Card>
      </Container>
    </div>
  );
}
