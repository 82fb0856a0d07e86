import { formatDateTime } from '@shared/dates';
import type { ReactNode } from 'react';
import { useAdmins } from '../api/list-admins';
import { AdminLayout } from '../components/admin-layout';
import { ChangePasswordForm } from './change-password-form';
import { CreateAdminForm } from './create-admin-form';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Admins: create another admin, change your own password, see who is an admin. */
export function AdminsPage() {
  const admins = useAdmins();
  return (
    <AdminLayout title="Admins">
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="admins-create" title="Create admin">
          <CreateAdminForm />
        </Panel>
        <Panel id="admins-password" title="Change your password">
          <ChangePasswordForm />
        </Panel>
      </div>
      <div className="mt-6">
        <Panel id="admins-list" title="Admin accounts">
          {admins.isError ? <p className="text-sm text-red-700">The admins could not be loaded.</p> : null}
          {admins.data ? (
            <ul className="divide-y divide-stone-100 text-sm">
              {admins.data.admins.map((admin) => (
                <li key={admin.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span className="font-semibold break-all text-stone-900">{admin.username}</span>
                  <span className="text-stone-500">since {formatDateTime(admin.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>
      </div>
    </AdminLayout>
  );
}
