import { Container } from '@web/components/layout/container';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { RiderDayView } from '@web/features/rider/components/rider-day-view';
import { signInPath } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Navigate } from 'react-router';

/**
 * /rider, the rider's app (docs/decisions/071): phone first, in the installable app, and readable
 * offline once opened. Signed out: the sign-in, then back here. Someone who is not a rider is told so.
 */
export function RiderPage() {
  const { user, isLoading, isUnknown } = useSession();
  useDocumentTitle('My deliveries');
  if (isLoading) return <Spinner className="flex-1" />;
  // Offline, who is signed in cannot be asked: the jobs kept on this phone are shown.
  if (!user && !isUnknown) return <Navigate to={signInPath('/rider')} state={{ from: '/rider' }} replace />;
  return (
    <Container className="flex-1 py-5 sm:py-8">
      <div className="mx-auto grid max-w-xl gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">My deliveries</h1>
        {user && user.role !== 'rider' ? (
          <Alert variant="info" title="For riders">
            This page is for GhanaMart riders. To ride with us, apply on the driver and rider page.
          </Alert>
        ) : (
          <RiderDayView userId={user?.id} />
        )}
      </div>
    </Container>
  );
}
