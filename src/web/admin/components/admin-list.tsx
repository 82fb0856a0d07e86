import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { Pager, type PagerProps } from './pager';

/** What a list view needs of its TanStack query. */
export interface AdminListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface AdminListStatesProps<T> {
  query: AdminListQuery;
  /** The rows to show; undefined until the first answer. */
  rows: readonly T[] | undefined;
  /** e.g. "Loading shipments…". */
  loadingLabel: string;
  /** The view's spec message, e.g. DHL_ADMIN_MESSAGES.fetchFailed. */
  errorText: string;
  emptyText: ReactNode;
  /** Spacing above the error and empty boxes (the views differ in what sits above them). */
  boxClassName?: string;
  /** Previous / Next under the rows, for a paged list (undefined until the first answer). */
  pager?: PagerProps | undefined;
  /** The list itself, rendered only when there is at least one row. */
  children: (rows: readonly T[]) => ReactNode;
}

/** The states every admin list shows in words: loading, error with "Try again", empty, then the rows. */
export function AdminListStates<T>({
  query,
  rows,
  loadingLabel,
  errorText,
  emptyText,
  boxClassName = 'mt-3',
  pager,
  children,
}: AdminListStatesProps<T>) {
  return (
    <>
      {query.isPending ? <Spinner label={loadingLabel} /> : null}
      {query.isError && !rows ? (
        <div className={cn('rounded-2xl border border-stone-200 bg-white p-6 text-center', boxClassName)}>
          <p className="text-stone-700">{errorText}</p>
          <Button className="mt-4" variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {rows && rows.length === 0 ? (
        <p
          className={cn(
            'rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600',
            boxClassName,
          )}
        >
          {emptyText}
        </p>
      ) : null}
      {rows && rows.length > 0 ? (
        <>
          {children(rows)}
          {pager ? <Pager {...pager} /> : null}
        </>
      ) : null}
    </>
  );
}

export interface AdminListColumn<T> {
  /** The column heading (visible, or sr-only for an actions column). */
  header: ReactNode;
  /** A Tailwind width class, e.g. "w-[22%]": the table is fixed, so the widths add up to 100%. */
  width: string;
  /** Classes added to the cell's padding. */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

export interface AdminListProps<T> extends Omit<AdminListStatesProps<T>, 'children' | 'boxClassName'> {
  rowKey: (row: T) => string;
  columns: readonly AdminListColumn<T>[];
  /** The content of one phone card (below `md`). */
  card: (row: T) => ReactNode;
  /** Fades the list while a placeholder page shows. */
  dimmed?: boolean;
}

/**
 * An admin list: stacked cards on a phone, a fixed table from `md` up, with the states in words.
 * The pager stays inside the faded block, so AdminList renders it rather than AdminListStates.
 */
export function AdminList<T>({ rowKey, columns, card, dimmed, pager, ...states }: AdminListProps<T>) {
  return (
    <AdminListStates {...states}>
      {(rows) => (
        <div className={cn(dimmed && 'opacity-60 transition-opacity')}>
          {/* Phones: one card per row. */}
          <ul className="mt-3 space-y-3 md:hidden">
            {rows.map((row) => (
              <li key={rowKey(row)} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
                {card(row)}
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="mt-3 hidden overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                <tr>
                  {columns.map((column, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
                    <th key={index} scope="col" className={cn(column.width, 'px-4 py-3')}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="align-top">
                    {columns.map((column, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
                      <td key={index} className={cn('px-4 py-3', column.cellClassName)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pager ? <Pager {...pager} /> : null}
        </div>
      )}
    </AdminListStates>
  );
}
