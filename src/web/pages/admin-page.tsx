import { Container } from '@web/components/layout/container';
import { LogoMark } from '@web/components/layout/logo';
import { SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Placeholder: the staff area (spec 2, "Admin area") is built by a later issue. It has its own chrome,
 * outside the shop's header and footer, and loads as its own chunk.
 */
export function AdminPage() {
  useDocumentTitle('Admin');
  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <header className="border-b border-stone-200 bg-white">
        <Container className="flex h-16 items-center justify-between gap-4">
          <span className="inline-flex items-center gap-2 font-bold text-stone-900">
            <LogoMark className="size-8" />
            {SITE_NAME} <span className="font-medium text-stone-500">Staff</span>
          </span>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to the shop
          </Link>
        </Container>
      </header>
      <main id="main" className="flex-1">
        <Container className="py-12">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <LayoutDashboard className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900">Admin</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-600">
            The staff area: manage deals, drop-shipping products and DHL shipments, answer service requests
            and see analytics.
          </p>
        </Container>
      </main>
    </div>
  );
}
