import { AdminLayout } from './admin-layout';

/** An /admin path with no view (yet): the admin's own not-found, inside the admin chrome. */
export function AdminNotFound() {
  return (
    <AdminLayout title="Page not found">
      <p className="text-stone-600">There is no admin page at this address.</p>
    </AdminLayout>
  );
}
