import { formatDateTime } from '@shared/dates';
import type { AdminRequestSummary } from '@shared/requests/admin-requests';
import { REQUEST_KINDS } from '@shared/requests/request-kinds';
import { REQUEST_ADMIN_MESSAGES, REQUEST_STATUSES } from '@shared/requests/request-status';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useDraft } from '@web/lib/use-draft';
import { type FormEvent, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type RequestFilters, useRequests } from '../api/list-requests';
import { AdminLayout } from '../components/admin-layout';
import { AdminList, type AdminListColumn } from '../components/admin-list';
import { RequestDetail } from './request-detail';
import { RequestStatusBadge } from './request-status-badge';

const KIND_OPTIONS = Object.entries(REQUEST_KINDS).map(([value, kind]) => ({ value, label: kind.label }));

/** The filters, the page and the open request live in the URL, so reload and Back keep them. */
function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page') ?? '1');
  const filters: RequestFilters = {
    kind: params.get('kind') ?? '',
    status: params.get('status') ?? '',
    q: params.get('q') ?? '',
    page: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1,
  };
  const open = params.get('open');
  const write = (next: RequestFilters, opened: string | null) => {
    const query: Record<string, string> = {};
    if (next.kind) query.kind = next.kind;
    if (next.status) query.status = next.status;
    if (next.q) query.q = next.q;
    if (next.page > 1) query.page = String(next.page);
    if (opened) query.open = opened;
    setParams(query);
  };
  return {
    filters,
    open,
    setFilters: (next: Partial<RequestFilters>) => write({ ...filters, page: 1, ...next }, null),
    setOpen: (reference: string | null) => write(filters, reference),
  };
}

function Contact({ request }: { request: AdminRequestSummary }) {
  return (
    <>
      {request.phone ? <span className="block break-words">{request.phone}</span> : null}
      {request.email ? <span className="block break-all">{request.email}</span> : null}
    </>
  );
}

/** Every stored request of every kind, newest first; the detail opens in a dialog. */
export function RequestsPage() {
  const { filters, open, setFilters, setOpen } = useInboxParams();
  const requests = useRequests(filters);
  const [search, setSearch] = useDraft(filters.q);

  useEffect(() => {
    if (requests.isError) toast.error('Error', { description: REQUEST_ADMIN_MESSAGES.fetchFailed });
  }, [requests.isError]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: search.trim() });
  };
  const data = requests.data;
  const filtered = Boolean(filters.kind || filters.status || filters.q);
  const openButton = (request: AdminRequestSummary) => (
    <Button
      variant="link"
      className="h-auto p-0 font-mono font-bold tracking-wide"
      onClick={() => setOpen(request.reference)}
    >
      {request.reference}
    </Button>
  );

  const columns: AdminListColumn<AdminRequestSummary>[] = [
    {
      header: 'Reference',
      width: 'w-[22%]',
      cell: (request) => (
        <>
          {openButton(request)}
          <p className="text-stone-500">{REQUEST_KINDS[request.kind].label}</p>
        </>
      ),
    },
    {
      header: 'From',
      width: 'w-[26%]',
      cellClassName: 'text-stone-700',
      cell: (request) => (
        <>
          <p className="font-semibold break-words text-stone-900">{request.name}</p>
          <Contact request={request} />
        </>
      ),
    },
    {
      header: 'Status',
      width: 'w-[22%]',
      cell: (request) => <RequestStatusBadge status={request.status} own={request.sourceStatusLabel} />,
    },
    {
      header: 'Received',
      width: 'w-[18%]',
      cellClassName: 'text-stone-600',
      cell: (request) => formatDateTime(request.createdAt),
    },
  ];

  return (
    <AdminLayout
      title="Requests"
      description="Every request of every kind, newest first. Open one to see what was submitted, change its status (the requester sees it on the Track page) and keep an internal note."
    >
      <section aria-labelledby="requests-filters">
        <h2 id="requests-filters" className="sr-only">
          Filters
        </h2>
        <form
          onSubmit={onSearch}
          className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]"
          aria-label="Find requests"
        >
          <SelectField
            label="Kind"
            options={KIND_OPTIONS}
            placeholder="All kinds"
            value={filters.kind}
            onChange={(event) => setFilters({ kind: event.target.value })}
          />
          <SelectField
            label="Status"
            options={REQUEST_STATUSES.options}
            placeholder="All statuses"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value })}
          />
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
            <TextField
              label="Search"
              type="search"
              className="min-w-0 flex-1"
              placeholder="Reference, name, phone or e-mail"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="secondary" className="h-11">
              Search
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="requests-list" className="mt-6">
        <h2 id="requests-list" className="text-lg font-bold text-stone-900">
          {data ? `${data.total} ${data.total === 1 ? 'request' : 'requests'}` : 'Requests'}
        </h2>
        <AdminList
          query={requests}
          rows={data?.requests}
          rowKey={(request) => request.reference}
          loadingLabel="Loading requests…"
          errorText={REQUEST_ADMIN_MESSAGES.fetchFailed}
          emptyText={filtered ? 'No requests match these filters.' : 'No requests yet.'}
          columns={columns}
          card={(request) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  {openButton(request)}
                  <p className="text-xs text-stone-500">{REQUEST_KINDS[request.kind].label}</p>
                </div>
                <RequestStatusBadge status={request.status} own={request.sourceStatusLabel} />
              </div>
              <p className="mt-2 font-semibold break-words text-stone-900">{request.name}</p>
              <p className="text-sm text-stone-700">
                <Contact request={request} />
              </p>
              <p className="mt-1 text-xs text-stone-500">{formatDateTime(request.createdAt)}</p>
            </>
          )}
          pager={
            data
              ? {
                  page: filters.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  onPage: (page) => setFilters({ ...filters, page }),
                  noun: 'requests',
                }
              : undefined
          }
        />
      </section>

      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open ? (
          <DialogContent title={`Request ${open}`} className="max-w-2xl">
            <RequestDetail reference={open} onDone={() => setOpen(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminLayout>
  );
}
