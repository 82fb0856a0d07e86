import {
  ADMIN_PRODUCT_MESSAGES,
  type LastPriceAdjustment,
  noProductsForCountry,
  type PriceAdjustment,
  type PriceAdjustmentInput,
  type PriceAdjustmentPreview,
  priceAdjustmentQuestion,
  priceAdjustmentSchema,
  pricesAdjustedMessage,
  pricesRestoredMessage,
} from '@shared/catalogue/admin-product';
import type { Country } from '@shared/categories';
import { formatCount } from '@shared/counts';
import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useState } from 'react';
import { useAdjustProductPrices } from '../api/adjust-product-prices';
import { useLastPriceAdjustments } from '../api/list-last-price-adjustments';
import { usePreviewPriceAdjustment } from '../api/preview-price-adjustment';
import { useUndoPriceAdjustment } from '../api/undo-price-adjustment';

type Values = FormValues<PriceAdjustmentInput>;

const rules = lazyZodResolver<Values, PriceAdjustment>(async () => priceAdjustmentSchema);

const DIRECTION_OPTIONS = [
  { value: 'increase', label: 'Increase' },
  { value: 'decrease', label: 'Decrease' },
];

/**
 * One country's bulk price adjustment: closed until opened; Preview shows how many products change
 * and a few of them before and after, and nothing changes until the admin confirms in that dialog.
 * The country's latest change can be undone from the panel.
 */
export function BulkPricePanel({ country }: { country: Country }) {
  const [open, setOpen] = useState(false);
  const headingId = `bulk-${country.toLowerCase()}`;
  const last = useLastPriceAdjustments().data?.adjustments.find((change) => change.country === country);
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={headingId} className="font-bold text-stone-900">
        {country} products
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        Raise or lower the price and original price of every {country} product by a percentage.
      </p>
      {open ? (
        <BulkPriceForm country={country} onClose={() => setOpen(false)} />
      ) : (
        <Button className="mt-3" variant="secondary" onClick={() => setOpen(true)}>
          Adjust {country} prices
        </Button>
      )}
      {last ? <LastChange change={last} /> : null}
    </section>
  );
}

/** Mounted while the panel is open: closing unmounts it, so the next opening starts empty. */
function BulkPriceForm({ country, onClose }: { country: Country; onClose: () => void }) {
  const preview = usePreviewPriceAdjustment();
  const [asked, setAsked] = useState<PriceAdjustmentPreview | null>(null);
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: { country, direction: 'increase', percentage: '' },
    send: preview.mutateAsync,
    messages: { failureTitle: 'Error', failure: ADMIN_PRODUCT_MESSAGES.adjustFailed },
    refusals: [429],
    toastFieldErrors: false,
    onSuccess: (result) => {
      if (result.count === 0) {
        toast.error(ADMIN_PRODUCT_MESSAGES.noProductsForCountryTitle, {
          description: noProductsForCountry(country),
        });
        return;
      }
      setAsked(result);
    },
    onInvalid: (errors) => {
      if (errors.percentage) {
        toast.error(ADMIN_PRODUCT_MESSAGES.invalidPercentageTitle, {
          description: errors.percentage.message ?? ADMIN_PRODUCT_MESSAGES.invalidPercentage,
        });
      }
    },
  });

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-3 flex flex-col gap-3"
        aria-label={`Adjust ${country} prices`}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label="Direction" options={DIRECTION_OPTIONS} {...field('direction')} />
          <TextField
            label="Percentage (%)"
            type="number"
            min={0}
            max={100}
            step={0.1}
            inputMode="decimal"
            {...field('percentage')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Checking…' : 'Preview the change'}
          </Button>
        </div>
      </form>
      <ConfirmChangeDialog preview={asked} onClose={() => setAsked(null)} onDone={onClose} />
    </>
  );
}

/** The change in numbers, before anything is written: Apply or Cancel. */
function ConfirmChangeDialog({
  preview,
  onClose,
  onDone,
}: {
  preview: PriceAdjustmentPreview | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const adjust = useAdjustProductPrices();
  const apply = async () => {
    if (!preview) return;
    const { country, direction, percentage } = preview;
    try {
      toast.success(pricesAdjustedMessage(await adjust.mutateAsync({ country, direction, percentage })));
      onClose();
      onDone();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, ADMIN_PRODUCT_MESSAGES.adjustFailed, [429]) });
    }
  };
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      {preview ? (
        <DialogContent
          title={priceAdjustmentQuestion(preview)}
          description="Each product's price and original price change; the discount follows. You can undo this change afterwards."
        >
          <h3 className="text-sm font-bold text-stone-900">For example</h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {preview.examples.map((example) => (
              <li key={example.name} className="rounded-lg bg-stone-50 p-3">
                <p className="font-medium text-stone-900">{example.name}</p>
                <p className="text-stone-700 tabular-nums">
                  Price <PriceChange from={example.before.price} to={example.after.price} />
                </p>
                <p className="text-stone-700 tabular-nums">
                  Original price{' '}
                  <PriceChange from={example.before.originalPrice} to={example.after.originalPrice} />
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button busy={adjust.isPending} onClick={apply}>
              {adjust.isPending ? 'Applying…' : `Apply to ${formatCount(preview.count)} products`}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** "GH₵19.99 → GH₵20.99", each amount kept on one line. */
function PriceChange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatCedis(from)}</span> →{' '}
      <span className="whitespace-nowrap font-semibold">{formatCedis(to)}</span>
    </>
  );
}

/** The country's latest change, with Undo (after a question in the same words). */
function LastChange({ change }: { change: LastPriceAdjustment }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoPriceAdjustment();
  const verb = change.direction === 'increase' ? 'raised' : 'lowered';
  const products = `${formatCount(change.count)} ${change.country} ${change.count === 1 ? 'product' : 'products'}`;
  const confirm = async () => {
    try {
      toast.success(pricesRestoredMessage(await undo.mutateAsync(change.id)));
      setAsking(false);
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, ADMIN_PRODUCT_MESSAGES.undoFailed, [404, 409]),
      });
      setAsking(false);
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-stone-100 pt-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-stone-700">
        Last change: {change.adminUsername} {verb} the prices of {products} by {change.percentage}% on{' '}
        <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>.
      </p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        Undo last change
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent
          title={`Undo the last ${change.country} price change?`}
          description={`The ${products} go back to their prices from before it. A product edited since keeps its edit.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button busy={undo.isPending} onClick={confirm}>
              {undo.isPending ? 'Undoing…' : 'Undo the change'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
